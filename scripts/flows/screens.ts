import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files under `dir` (relative to `root`, with '/') whose names pass `keep`. */
export function filesUnder(root: string, dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** `src/screens/<area>/<screen>/<screen>.machine.ts`: a screen machine is named as its folder. */
export function screenMachineFiles(root: string): string[] {
  return filesUnder(root, 'src/screens', (name) => name.endsWith('.machine.ts')).filter((file) => {
    const parts = file.split('/');
    return parts.at(-1) === `${parts.at(-2)}.machine.ts`;
  });
}

/** The route files' text, to find which routes render a screen. */
export function routeFiles(root: string): { file: string; text: string }[] {
  return filesUnder(root, 'src/routes', (name) => /\.tsx?$/.test(name)).map((file) => ({
    file,
    text: readFileSync(join(root, file), 'utf8'),
  }));
}
