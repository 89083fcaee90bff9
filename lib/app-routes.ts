/**
 * The web app's routes, for the server's history fallback: the build writes the paths of the router's
 * route tree (`src/routeTree.gen.ts`, generated from `src/routes`) to `app-routes.json` beside index.html,
 * and the server answers index.html with 200 on those paths and with 404 on every other one.
 */

/** File name of the route list in the built web app. */
export const APP_ROUTES_FILE = 'app-routes.json';

/** The full paths of the route tree, read from the generated `FileRoutesByFullPath` interface. */
export function routePathsOf(routeTreeSource: string): string[] {
  const body = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1];
  if (body === undefined) throw new Error('The route tree has no FileRoutesByFullPath interface');
  return [...body.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] as string);
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether `path` is a page of the route tree, matched as the router does: letter case ignored, a trailing
 * slash ignored, `$name` any one segment, `{-$name}` an optional segment, a final `$` the rest of the path.
 */
export function matchesRoute(route: string, path: string): boolean {
  return matchSegments(segmentsOf(route), segmentsOf(path));
}

function matchSegments(route: string[], path: string[]): boolean {
  const [head, ...rest] = route;
  if (head === undefined) return path.length === 0;
  if (head === '$') return true;
  if (/^\{-\$[^}]+\}$/.test(head) && matchSegments(rest, path)) return true;
  const [segment, ...remaining] = path;
  if (segment === undefined) return false;
  const isParam = head.startsWith('$') || /^\{-?\$[^}]+\}$/.test(head);
  return (isParam || head.toLowerCase() === segment.toLowerCase()) && matchSegments(rest, remaining);
}

/** Whether `path` is a page of any of `routes`. */
export function isAppRoute(routes: readonly string[], path: string): boolean {
  return routes.some((route) => matchesRoute(route, path));
}

/**
 * Stands for the site's origin in the prerendered pages' absolute links (`hreflang` alternates); the
 * server writes its first SITE_ORIGIN in its place when it loads the built site.
 */
export const SITE_ORIGIN_MARKER = '__HUB_SITE_ORIGIN__';

/** Folder of the built web app that holds the prerendered public pages (`scripts/prerender.ts`). */
export const PRERENDERED_PAGES_DIR = 'pages';

/**
 * The file (a URL path in the built web app) of the prerendered page at `path` (as sent, percent-encoded),
 * a trailing slash ignored: `/` → `/pages/index.html`, `/hub-information` → `/pages/hub-information.html`,
 * `/resources-room/categories/UI%2FUX%20Design` → `/pages/resources-room/categories/UI%2FUX%20Design.html`
 * (each segment in one encoding, so an encoded '/' stays inside its segment and `%2f` finds the same file).
 * Letter case counts: the page's links render as active for its own spelling only, so the build writes a
 * file for each spelling the site links to (`/Hub-information` too); any other spelling gets the SPA shell.
 */
export function prerenderedFileOf(path: string): string {
  const name = segmentsOf(path).map(canonicalSegment).join('/') || 'index';
  return `/${PRERENDERED_PAGES_DIR}/${name}.html`;
}

/** One spelling of a path segment: decoded, then encoded as encodeURIComponent does. */
function canonicalSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return segment;
  }
}

/**
 * The offline page (`src/routes/_public/offline.tsx`), prerendered in every language like the other public
 * pages and precached by the service worker, which sends a failed navigation there.
 */
export const OFFLINE_PATH = '/offline';
