import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { APP_ROUTES_FILE, isAppRoute, prerenderedFileOf } from '@lib/app-routes';
import { languageOfPath } from '@lib/language-paths';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings, acceptsGzip, noneMatchHits } from './negotiation';
import { type PageSettings, withPageSettings } from './page-settings';

/**
 * Serves the built web app (`dist/`) from memory:
 * - hashed files under /assets: `Cache-Control: public, max-age=31536000, immutable`;
 * - index.html and every other file: `no-cache` plus an ETag (revalidated, 304 when unchanged);
 * - any other GET/HEAD outside /api for a page (accepts HTML, or any type for a path without an extension)
 *   gets its prerendered page (`pages/<path>.html`, written by `scripts/prerender.ts`) when the build made
 *   one and the address has no query string (a query may change what the page shows), else index.html
 *   (history fallback): with 200 on a path of the app's route tree (the build's `app-routes.json`), with
 *   404 on any other path, so an unknown address is a real "not found" whose page the app still renders;
 * - text files are brotli- and gzip-compressed once at start and picked by Accept-Encoding.
 * Only files found in the folder at start are served, so no request path can reach outside it.
 */

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 512;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

export interface StaticSite {
  handler: MiddlewareHandler;
  /** Number of files loaded. */
  size: number;
}

/** Loads every file under `root`; returns undefined when the folder or its index.html is missing. */
export function createStaticSite(root: string, page: PageSettings): StaticSite | undefined {
  const absoluteRoot = path.resolve(root);
  if (!existsSync(path.join(absoluteRoot, 'index.html'))) return undefined;

  const appRoutes = readAppRoutes(absoluteRoot);
  const files = new Map<string, StaticFile>();
  for (const relative of listFiles(absoluteRoot)) {
    if (relative === APP_ROUTES_FILE) continue;
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    files.set(urlPath, loadFile(path.join(absoluteRoot, relative), urlPath, page));
  }
  const index = files.get('/index.html');
  if (!index) return undefined;

  const handler: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const requestPath = c.req.path;
    if (requestPath === '/api' || requestPath.startsWith('/api/')) return next();

    let decoded: string;
    try {
      decoded = decodeURIComponent(requestPath);
    } catch {
      return next();
    }
    let file = decoded === '/' ? undefined : files.get(decoded);
    let status: 200 | 404 = 200;
    if (!file) {
      if (decoded !== '/' && !isPageRequest(c.req.header('accept'), decoded)) return next();
      const withoutQuery = !c.req.url.includes('?');
      file = (withoutQuery && files.get(prerenderedFileOf(requestPath))) || index;
      // Matched on the path as sent: an encoded '/' inside a segment ('UI%2FUX Design') stays in its segment.
      // `/fr/projects` is the French address of `/projects`.
      if (appRoutes && !isAppRoute(appRoutes, languageOfPath(requestPath).rest)) status = 404;
    }

    const encoding = pickEncoding(c.req.header('accept-encoding'), file);
    const body = encoding ? (file[encoding] as Uint8Array<ArrayBuffer>) : file.identity;
    const etag = encoding ? `"${file.etag}-${encoding}"` : `"${file.etag}"`;
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      ETag: etag,
    };
    if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding === 'br' ? 'br' : 'gzip';

    if (status === 200 && noneMatchHits(c.req.header('if-none-match'), etag))
      return c.body(null, 304, headers);
    headers['Content-Length'] = String(body.byteLength);
    if (method === 'HEAD') return c.body(null, status, headers);
    return c.body(body, status, headers);
  };

  return { handler, size: files.size };
}

/** The app's route paths written by the build; undefined (every page path is served) when it is missing. */
function readAppRoutes(root: string): string[] | undefined {
  const file = path.join(root, APP_ROUTES_FILE);
  if (!existsSync(file)) return undefined;
  const routes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string'))
    throw new Error(`${file} is not a list of route paths`);
  return routes;
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((relative) =>
    statSync(path.join(root, relative)).isFile(),
  );
}

function readWithSettings(absolute: string, extension: string, page: PageSettings): Uint8Array<ArrayBuffer> {
  const bytes = readFileSync(absolute);
  if (extension !== '.html') return new Uint8Array(bytes);
  return new TextEncoder().encode(withPageSettings(bytes.toString('utf8'), page));
}

function loadFile(absolute: string, urlPath: string, page: PageSettings): StaticFile {
  const extension = path.extname(absolute).toLowerCase();
  const identity = readWithSettings(absolute, extension, page);
  const file: StaticFile = {
    type: contentTypes[extension] ?? 'application/octet-stream',
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    identity,
  };
  if (compressible.has(extension) && identity.byteLength >= MIN_COMPRESS_BYTES) {
    const br = brotliCompressSync(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 10,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    });
    const gzip = gzipSync(identity, { level: 9 });
    if (br.byteLength < identity.byteLength) file.br = new Uint8Array(br);
    if (gzip.byteLength < identity.byteLength) file.gzip = new Uint8Array(gzip);
  }
  return file;
}

/**
 * A request for one of the app's pages, answered with index.html: a browser navigation (accepts HTML), or
 * a path without a file extension from a client that takes anything (curl, link checkers). A missing
 * asset (`/assets/x.js`) stays a 404.
 */
function isPageRequest(accept: string | undefined, path: string): boolean {
  const wanted = accept?.toLowerCase() ?? '*/*';
  if (wanted.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return wanted.includes('*/*') && !lastSegment.includes('.') && !path.includes('..');
}

/** Encodings the client accepts (q > 0), preferring brotli. */
function pickEncoding(header: string | undefined, file: StaticFile): 'br' | 'gzip' | undefined {
  if (file.br && acceptedEncodings(header).has('br')) return 'br';
  if (file.gzip && acceptsGzip(header)) return 'gzip';
  return undefined;
}
