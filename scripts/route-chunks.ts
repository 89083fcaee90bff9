/**
 * The built files a prerendered public page needs before it works, read from Vite's manifest
 * (`dist/.vite/manifest.json`): the entry and its static imports, the app's start (framework with it),
 * the public layout and the page's route chunks with their static imports, what the route file's loader
 * imports, the site's after-paint chunk (header account, footer, focus), and each of those chunks' catalogs
 * in the page's language. What the app deliberately loads later (the service worker's side, the HTTP
 * client) is not reached: it is a dynamic import of none of these but the start, which is not followed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Language, SOURCE_LANGUAGE } from '@contracts/languages';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Imported by every public page as soon as the start runs (the public layout and the site's after-paint). */
const EVERY_PUBLIC_PAGE = [
  'src/routes/_public/route.tsx?tsr-split=component',
  'src/layouts/site/after-paint.ts',
];
const START = 'src/app/start.tsx';
/** The machine and contract texts (src/i18n/texts.ts): an English page never loads them, ids are English. */
const ENGLISH_IDS_CATALOG = /^src\/locales\/[a-z]+\/texts\.po$/;

/** The manifest keys `key` loads statically, itself included. */
function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, into);
  return into;
}

/** 'src/routes/_public/members.$id.tsx?tsr-split=component' → ['members', '$id'] (layouts, index dropped). */
function segmentsOf(src: string): string[] {
  return src
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?(\?.*)?$/, '')
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route');
}

/** Whether a route's segments match a path's (the router matches paths case-insensitively). */
function matches(route: string[], pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return (
    route.length === parts.length &&
    route.every((segment, i) => segment.startsWith('$') || segment.toLowerCase() === parts[i]!.toLowerCase())
  );
}

/** The page's route component chunks (their error components wait for an error). */
function routeComponents(manifest: Manifest, pathname: string): string[] {
  return Object.keys(manifest).filter(
    (key) =>
      key.startsWith('src/routes/_public/') &&
      key.endsWith('?tsr-split=component') &&
      !key.includes('/route.tsx') &&
      matches(segmentsOf(key), pathname),
  );
}

/**
 * The modules the router context's loaders import when a route's `beforeLoad` calls them
 * (src/session/auth-context.ts): a dynamic import of the start, so the manifest does not tie it to the route.
 */
const CONTEXT_LOADERS: Record<string, string> = { 'context.loadSignIn(': 'src/session/sign-in-actor.ts' };

/**
 * What a route file's own code imports lazily: its loader's module (`import('@/…')` in its source) and
 * the modules of the router context's loaders it calls.
 */
function routeFileImports(manifest: Manifest, root: string, components: string[]): string[] {
  return components.flatMap((key) => {
    const source = readFileSync(path.join(root, key.replace(/\?.*$/, '')), 'utf8');
    const imported = [...source.matchAll(/import\('@\/([^']+)'\)/g)].map((m) =>
      Object.keys(manifest).find((file) => file.replace(/\.tsx?$/, '') === `src/${m[1]}`),
    );
    const loaded = Object.entries(CONTEXT_LOADERS)
      .filter(([call]) => source.includes(call))
      .map(([, module]) => module);
    return [...imported, ...loaded].filter((key): key is string => key !== undefined && key in manifest);
  });
}

/** The catalogs in `language` the chunks import (each module that registers its folder's loads it). */
function catalogsOf(manifest: Manifest, keys: Set<string>, language: Language): string[] {
  const ownFile = new RegExp(`/locales/(${language}\\.po|${language}/[\\w-]+\\.po)$`);
  return [...keys]
    .flatMap((key) => manifest[key]!.dynamicImports ?? [])
    .filter((key) => ownFile.test(key))
    .filter((key) => !(language === SOURCE_LANGUAGE && ENGLISH_IDS_CATALOG.test(key)));
}

/** Every file (`assets/…`) the page at `pathname` (no language prefix) in `language` needs before it works. */
export function routeChunks(manifest: Manifest, root: string, pathname: string, language: Language) {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest names no entry');
  const components = routeComponents(manifest, pathname);
  if (components.length === 0) throw new Error(`No route chunk in the build manifest for ${pathname}`);
  const keys = new Set<string>();
  const roots = [entry, START, ...EVERY_PUBLIC_PAGE, ...components];
  for (const key of [...roots, ...routeFileImports(manifest, root, components)]) closure(manifest, key, keys);
  for (const catalog of catalogsOf(manifest, keys, language)) closure(manifest, catalog, keys);
  return [...keys].map((key) => manifest[key]!.file);
}
