/** One handler of an app's route table (`app.routes`). */
export interface RouteEntry {
  method: string;
  path: string;
}

/** A part of the API by path prefix, optionally only some methods, optionally only that path itself. */
export interface RouteArea {
  prefix: string;
  methods?: readonly string[];
  /** Only this path itself, not the paths below it. */
  exact?: boolean;
}

const handlerMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a route lies in one of the areas. */
export function inAreas(route: RouteEntry, areas: readonly RouteArea[]): boolean {
  return areas.some(
    (area) =>
      (area.exact ? route.path === area.prefix : under(route.path, area.prefix)) &&
      (!area.methods || area.methods.includes(route.method)),
  );
}

/** The handlers of an app (`app.routes`) that `belongs` picks, once each; middleware entries are skipped. */
export function routesWhere(
  routes: readonly RouteEntry[],
  belongs: (route: RouteEntry) => boolean,
): RouteEntry[] {
  const seen = new Set<string>();
  const table: RouteEntry[] = [];
  for (const { method, path } of routes) {
    const key = `${method} ${path}`;
    if (!handlerMethods.has(method) || seen.has(key) || !belongs({ method, path })) continue;
    seen.add(key);
    table.push({ method, path });
  }
  return table;
}
