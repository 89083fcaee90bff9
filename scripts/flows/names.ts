/** How the charts and the visualiser source name an action or a guard of a machine's definition. */

export function nameOf(thing: unknown): string | undefined {
  if (typeof thing === 'string') return thing;
  if (thing && typeof thing === 'object' && 'type' in thing && typeof thing.type === 'string')
    return thing.type;
  return undefined;
}

/** A guard's name; `and`/`or`/`not` of named guards read as words ('isA and isB', 'not isA'). */
export function guardLabel(guard: unknown): string | undefined {
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    const parts = guard.guards.map((inner: unknown) => guardLabel(inner) ?? '?');
    return guard.name === 'not' ? `not ${parts[0]}` : parts.join(` ${guard.name} `);
  }
  return nameOf(guard);
}
