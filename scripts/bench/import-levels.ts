/**
 * The import level of each script a page fetched: the HTML is level 0, a script its parser or one of its
 * `<link rel="modulepreload">` requested is level 1, a script requested by code of a level-n script is
 * level n + 1. A browser can only ask for a script once every script that asks for it has arrived, so on a
 * phone each level is at least one more round trip before the page works.
 */

/** One request as the DevTools protocol saw it. */
export interface SeenRequest {
  url: string;
  kind: 'document' | 'script';
  /** The URLs the request was made from: the initiator's own and every frame of its stack. */
  from: string[];
  /** Network.requestWillBeSent's timestamp (s). */
  at: number;
}

/** Every script URL with its level (`undefined`: its initiator named nothing this page fetched). */
export function importLevels(requests: SeenRequest[]): Map<string, number | undefined> {
  const levels = new Map<string, number | undefined>();
  for (const request of requests) if (request.kind === 'document') levels.set(request.url, 0);
  // The first request of a script is the one that counts: a later one (a second import) found it loaded.
  const scripts = requests.filter((request, index) => isFirstScript(requests, request, index));
  // Requests arrive in the order they were sent, so whatever asked for a script was seen before it.
  for (const script of scripts) levels.set(script.url, levelFrom(levels, script.from));
  for (const request of requests) if (request.kind === 'document') levels.delete(request.url);
  return levels;
}

function isFirstScript(requests: SeenRequest[], request: SeenRequest, index: number) {
  return request.kind === 'script' && requests.findIndex((other) => other.url === request.url) === index;
}

/** One more than the deepest script it was requested from: it could only be asked for once all had run. */
function levelFrom(levels: Map<string, number | undefined>, from: string[]): number | undefined {
  const known = from.filter((url) => levels.has(url)).map((url) => levels.get(url));
  if (known.length === 0 || known.includes(undefined)) return undefined;
  return Math.max(...(known as number[])) + 1;
}

/** How many scripts are at each level, in level order (`?`: unknown). */
export function countsPerLevel(levels: Iterable<number | undefined>): string {
  const counts = new Map<string, number>();
  for (const level of levels) counts.set(String(level ?? '?'), (counts.get(String(level ?? '?')) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a === '?' ? 1 : b === '?' ? -1 : Number(a) - Number(b)))
    .map(([level, count]) => `L${level}: ${count}`)
    .join(', ');
}
