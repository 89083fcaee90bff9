import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderFlowChart, routesOfScreen, screenMachineOf } from './chart';

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

/** Every screen machine with its routes and chart, its module loaded by `load` (an import, or vitest's glob). */
export async function screenEntries(
  root: string,
  load: (file: string) => Record<string, unknown> | Promise<Record<string, unknown>>,
) {
  const routes = routeFiles(root);
  const screens = [];
  for (const file of screenMachineFiles(root)) {
    const machine = screenMachineOf(await load(file), file);
    const screenRoutes = routesOfScreen(file.slice(0, file.lastIndexOf('/')), routes);
    screens.push({
      file,
      machine,
      routes: screenRoutes,
      chart: renderFlowChart(machine, file, { routes: screenRoutes }),
    });
  }
  return screens;
}
