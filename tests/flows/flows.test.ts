import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineOf, renderFlowChart, renderFlowIndex } from '../../scripts/flows/chart';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const entries = Object.entries(modules)
  .map(([path, module]) => {
    const file = path.split('/').pop()!;
    return { file, name: file.replace(/\.machine\.ts$/, ''), machine: machineOf(module, file) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

// Paths from the repo root: vitest runs there, and jsdom gives import.meta.url no file path.
const read = (file: string) => readFileSync(resolve('docs/flows', file), 'utf8');

describe('generated flow charts (run `npm run flows` when one fails)', () => {
  it.each(entries.map((entry) => [entry.name, entry] as const))(
    'docs/flows/%s.md is current',
    (name, { file, machine }) => {
      expect(read(`${name}.md`)).toBe(renderFlowChart(machine, `machines/${file}`));
    },
  );

  it('docs/flows/README.md indexes every machine', () => {
    expect(read('README.md')).toBe(renderFlowIndex(entries));
  });
});
