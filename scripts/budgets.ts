/**
 * `npm run budgets`: gzip size of what each route loads, from the build manifest (run `npm run build` first).
 * First load of `/` = entry + its static imports + the home route's chunk. Every other route's own cost =
 * its route chunks + their static imports that the entry does not already load. Fails over budget.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const KB = 1000;
const budgets = { firstLoad: 115 * KB, publicRoute: 15 * KB, authRoute: 20 * KB, css: 15 * KB };
const authRoutes = new Set(['/login', '/signup', '/otp', '/forgot-password', '/reset-password']);

const dist = resolve('dist');
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
const sizeCache = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length);
  return sizeCache.get(file)!;
};

/** The manifest keys a chunk loads statically, itself included. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const files = (keys: Iterable<string>, kind: 'js' | 'css') =>
  new Set([...keys].flatMap((key) => (kind === 'js' ? [manifest[key]!.file] : (manifest[key]!.css ?? []))));
const total = (set: Set<string>) => [...set].reduce((sum, file) => sum + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entryKeys = closure(entryKey);
const entryJs = files(entryKeys, 'js');
const entryCss = files(entryKeys, 'css');

/** 'src/routes/members/$id.tsx?tsr-split=component' → '/members/$id' (pathless _layouts dropped). */
function urlOf(src: string): string {
  const path = src
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?(\?.*)?$/, '')
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route');
  return `/${path.join('/')}`;
}

const routes = new Map<string, Set<string>>();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.src?.startsWith('src/routes/') || !key.includes('tsr-split')) continue;
  const url = urlOf(chunk.src);
  const keys = routes.get(url) ?? new Set<string>();
  for (const loaded of closure(key)) if (!entryKeys.has(loaded)) keys.add(loaded);
  routes.set(url, keys);
}

const isGuarded = (url: string, src: string[]) => src.some((key) => /src\/routes\/_(member|admin)/.test(key));
const rows: { route: string; js: number; css: number; budget: number | null; over: boolean }[] = [];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

const home = routes.get('/') ?? new Set<string>();
const firstLoad = total(entryJs) + total(files(home, 'js'));
for (const [url, keys] of [...routes.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const js = url === '/' ? firstLoad : total(files(keys, 'js'));
  const css = total(new Set([...entryCss, ...files(keys, 'css')]));
  const budget =
    url === '/'
      ? budgets.firstLoad
      : isGuarded(url, [...keys])
        ? null
        : authRoutes.has(url)
          ? budgets.authRoute
          : budgets.publicRoute;
  rows.push({ route: url, js, css, budget, over: (budget !== null && js > budget) || css > budgets.css });
}

console.log('| Route | JS (gzip) | Budget | CSS (gzip, ≤ 15 kB) | |');
console.log('| --- | ---: | ---: | ---: | --- |');
console.log(`| entry (every page) | ${kb(total(entryJs))} | | ${kb(total(entryCss))} | |`);
for (const row of rows) {
  const label = row.route === '/' ? '/ (first load)' : row.route;
  const budget = row.budget === null ? 'n/a (signed in)' : `≤ ${kb(row.budget)}`;
  console.log(`| ${label} | ${kb(row.js)} | ${budget} | ${kb(row.css)} | ${row.over ? 'OVER' : 'ok'} |`);
}
const over = rows.filter((row) => row.over);
if (over.length) {
  console.error(`\nOver budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
console.log('\nAll routes within budget.');
