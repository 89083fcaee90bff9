/**
 * The claims of a JWT's payload, or null when it cannot be read. The token is not verified here: the
 * client only reads what it needs for display and timing; the server checks every token it receives.
 */
function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * When a JWT's `exp` claim says it ends (ms since the epoch), or null when it has none. This only times
 * the client's sign-out.
 */
export function tokenExpiresAt(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** The account id a session token names (its `sub`), or null: which messages on screen are the reader's. */
export function tokenSubject(token: string): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}
