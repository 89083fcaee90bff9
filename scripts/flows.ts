/** `npm run flows`: writes docs/flows/<name>.md for every machines/<name>.machine.ts, and the index. */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { machineOf, renderFlowChart, renderFlowIndex } from './flows/chart';

const machinesDir = new URL('../machines/', import.meta.url);
const flowsDir = new URL('../docs/flows/', import.meta.url);

const files = (await readdir(machinesDir)).filter((file) => file.endsWith('.machine.ts')).sort();
await mkdir(flowsDir, { recursive: true });
for (const old of await readdir(flowsDir)) await rm(new URL(old, flowsDir));

const entries = [];
for (const file of files) {
  const name = file.replace(/\.machine\.ts$/, '');
  const machine = machineOf(await import(new URL(file, machinesDir).href), file);
  await writeFile(new URL(`${name}.md`, flowsDir), renderFlowChart(machine, `machines/${file}`));
  entries.push({ name, machine });
}
await writeFile(new URL('README.md', flowsDir), renderFlowIndex(entries));
console.log(`Wrote ${entries.length} flow charts to docs/flows/`);
