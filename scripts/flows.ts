/**
 * `npm run flows`: writes docs/flows/<name>.md for every machines/<name>.machine.ts, the flow.md of every
 * screen machine (src/screens/<area>/<screen>/<screen>.machine.ts, headed by its routes, the one copy of
 * that chart), and the index docs/flows/README.md, which links each route to its screen's folder. Whatever
 * else is in docs/flows/ is removed, so a chart of a machine that is gone does not stay behind.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { machineOf, renderFlowChart, renderFlowIndex, screenChartPath } from './flows/chart';
import { screenEntries } from './flows/screens';

const root = fileURLToPath(new URL('../', import.meta.url));
const machinesDir = new URL('../machines/', import.meta.url);
const flowsDir = new URL('../docs/flows/', import.meta.url);

// Ordered by machine name, as tests/flows/flows.test.ts orders them ('inquiry' before 'inquiry-detail').
const nameOf = (file: string) => file.replace(/\.machine\.ts$/, '');
const files = (await readdir(machinesDir))
  .filter((file) => file.endsWith('.machine.ts'))
  .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
// Render every chart first, so a machine that fails to load leaves the old charts in place.
const entries = [];
for (const file of files) {
  const name = nameOf(file);
  const machine = machineOf(await import(new URL(file, machinesDir).href), file);
  entries.push({ name, machine, chart: renderFlowChart(machine, `machines/${file}`) });
}
// The same order as the flows test (by machine name), so the index it compares is the one written.
entries.sort((a, b) => a.name.localeCompare(b.name));
const screens = await screenEntries(root, (file) => import(new URL(file, `file://${root}`).href));
for (const { file, routes } of screens)
  if (routes.length === 0) throw new Error(`No route in src/routes renders the screen of ${file}`);
await mkdir(flowsDir, { recursive: true });
for (const old of await readdir(flowsDir)) await rm(new URL(old, flowsDir));
for (const { name, chart } of entries) await writeFile(new URL(`${name}.md`, flowsDir), chart);
for (const { file, chart } of screens)
  await writeFile(new URL(screenChartPath(file), `file://${root}`), chart);
await writeFile(new URL('README.md', flowsDir), renderFlowIndex(entries, screens));
console.log(
  `Wrote ${entries.length} flow charts to docs/flows/ and ${screens.length} screen charts (flow.md)`,
);
