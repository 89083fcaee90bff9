import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The README and docs/ name files in backticks (`src/screens/admin/hire-requests/`, `machines/x.machine.ts`);
 * when a file moves, the page that names it must move with it, or a newcomer follows a path to nothing.
 * Patterns (`*`, `<name>`, `{id}`) are descriptions, not paths, and are left alone.
 */
const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const pathInBackticks = /`((?:src|machines|contracts|server|tests|scripts|lib|chatbot|bin)\/[\w./$-]+)`/g;

it('every repository path the README and docs/ name exists', () => {
  const missing = pages.flatMap((page) =>
    readFileSync(resolve(page), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pathInBackticks)]
          .map((match) => match[1]!)
          .filter((path) => !existsSync(resolve(path)))
          .map((path) => `${page}:${index + 1}: ${path}`),
      ),
  );
  expect(missing).toEqual([]);
});
