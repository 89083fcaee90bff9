/**
 * `npm run budgets`: gzip size (level 9) of what each route loads, from the build manifest (run
 * `npm run build` first). First load of `/` = entry + its static imports + the home route's chunks.
 * A route's own chunks = its route chunks + the static imports that no other route shares. The budget
 * applies to those; the table also shows the first visit, which adds the shared chunks (ky, valibot, the
 * API client…) that the entry does not load, once for the whole site. Fails over budget.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const KB = 1000;
const budgets = { firstLoad: 117 * KB, publicRoute: 15 * KB, authRoute: 20 * KB, css: 15 * KB };
const authRoutes = new Set(['/login', '/signup', '/otp', '/forgot-password', '/reset-password']);
/**
 * The resources room's pages (issue 11) also hold their whole first load (entry, shared chunks and the
 * route's own, as a visitor arriving there pays it) to 140 kB: no member or admin code in their chunks.
 */
const roomFirstLoad = 140 * KB;
const isRoomRoute = (url: string) => url === '/resources-room' || url.startsWith('/resources-room/');

const dist = resolve('dist');
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'),
);
const sizeCache = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!sizeCache.has(file))
    sizeCache.set(file, gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length);
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

/** 'src/routes/_admin/route.tsx' → '_admin': an area's layout, loaded with every page of that area. */
const areaOf = (src: string) => /^src\/routes\/(_[a-z]+)\//.exec(src)?.[1];
const isLayout = (src: string) => /^src\/routes\/_[a-z]+\/route\.tsx/.test(src);

/** Per area: the chunks its layout loads (beyond the entry). */
const layouts = new Map<string, Set<string>>();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.src || !isLayout(chunk.src) || !key.includes('tsr-split')) continue;
  layouts.set(areaOf(chunk.src)!, new Set([...closure(key)].filter((loaded) => !entryKeys.has(loaded))));
}

/** Per route: every chunk it loads beyond the entry, its area's layout included. */
const routes = new Map<string, Set<string>>();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.src?.startsWith('src/routes/') || !key.includes('tsr-split') || isLayout(chunk.src)) continue;
  const url = urlOf(chunk.src);
  const keys = routes.get(url) ?? new Set<string>(layouts.get(areaOf(chunk.src) ?? '') ?? []);
  for (const loaded of closure(key)) if (!entryKeys.has(loaded)) keys.add(loaded);
  routes.set(url, keys);
}
const usedBy = new Map<string, number>();
for (const keys of routes.values()) for (const key of keys) usedBy.set(key, (usedBy.get(key) ?? 0) + 1);
const ownOf = (keys: Set<string>) => new Set([...keys].filter((key) => usedBy.get(key) === 1));

const isGuarded = (keys: Set<string>) => [...keys].some((key) => /src\/routes\/_(member|admin)/.test(key));
const rows: {
  route: string;
  own: number;
  visit: number;
  css: number;
  budget: number | null;
  /** Entry + everything the route loads, for the routes held to a first-load budget (the room). */
  firstLoad: number | null;
  over: boolean;
}[] = [];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

const home = routes.get('/') ?? new Set<string>();
const firstLoad = total(entryJs) + total(files(home, 'js'));
for (const [url, keys] of [...routes.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const own = url === '/' ? firstLoad : total(files(ownOf(keys), 'js'));
  const visit = url === '/' ? firstLoad : total(files(keys, 'js'));
  const css = total(new Set([...entryCss, ...files(keys, 'css')]));
  const budget =
    url === '/'
      ? budgets.firstLoad
      : isGuarded(keys)
        ? null
        : authRoutes.has(url)
          ? budgets.authRoute
          : budgets.publicRoute;
  const firstLoadOfRoute = isRoomRoute(url) ? total(entryJs) + visit : null;
  rows.push({
    route: url,
    own,
    visit,
    css,
    budget,
    firstLoad: firstLoadOfRoute,
    over:
      (budget !== null && own > budget) ||
      css > budgets.css ||
      (firstLoadOfRoute !== null && firstLoadOfRoute > roomFirstLoad),
  });
}
const shared = new Set([...usedBy].filter(([, count]) => count > 1).map(([key]) => key));
/** Chunks the entry imports on demand that are not routes (the session actor, loaded right after start). */
const lazyApp = new Set(
  (manifest[entryKey]!.dynamicImports ?? [])
    .filter((key) => !key.includes('tsr-split'))
    .flatMap((key) => [...closure(key)])
    .filter((key) => !entryKeys.has(key)),
);

console.log('| Route | Own JS (gzip) | Budget | First visit JS | CSS (≤ 15 kB) | |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
console.log(`| entry (every page) | ${kb(total(entryJs))} | | | ${kb(total(entryCss))} | |`);
console.log(
  `| shared chunks (loaded once, by the first route that needs them) | ${kb(total(files(shared, 'js')))} | | | | |`,
);
console.log(
  `| app chunks loaded after start (session and sign-in actors, header account, footer, not-found page, route focus) | ${kb(total(files(lazyApp, 'js')))} | | | | |`,
);
for (const row of rows) {
  const label = row.route === '/' ? '/ (first load: entry + route)' : row.route;
  const budget =
    row.budget === null
      ? 'n/a (signed in)'
      : row.firstLoad === null
        ? `≤ ${kb(row.budget)}`
        : `≤ ${kb(row.budget)}; first load ${kb(row.firstLoad)} ≤ ${kb(roomFirstLoad)}`;
  console.log(
    `| ${label} | ${kb(row.own)} | ${budget} | ${kb(row.visit)} | ${kb(row.css)} | ${row.over ? 'OVER' : 'ok'} |`,
  );
}
const over = rows.filter((row) => row.over);
if (over.length) {
  console.error(`\nOver budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
console.log('\nAll routes within budget.');
