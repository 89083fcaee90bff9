import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as this reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** The route modules of the signed-in areas: their screens read the account's data, never kept offline. */
const signedInRoutes = /^src\/routes\/_(member|admin)\//;

/**
 * The built files the public site can load: everything the entry reaches through static and lazy imports,
 * without entering the member and admin areas' routes (what only those use is left out). The worker
 * precaches these: a signed-in screen shows nothing offline anyway (its answers are never cached), so its
 * code is not worth a visitor's data.
 */
export function publicAssetFiles(dist: string): Set<string> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  );
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || signedInRoutes.test(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}
