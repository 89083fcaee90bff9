/** `npm run flows`: writes docs/flows/<name>.md for every machines/<name>.machine.ts, and the index. */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { machineOf, renderFlowChart, renderFlowIndex } from './flows/chart';

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
await mkdir(flowsDir, { recursive: true });
for (const old of await readdir(flowsDir)) await rm(new URL(old, flowsDir));
for (const { name, chart } of entries) await writeFile(new URL(`${name}.md`, flowsDir), chart);
await writeFile(new URL('README.md', flowsDir), renderFlowIndex(entries));
console.log(`Wrote ${entries.length} flow charts to docs/flows/`);
