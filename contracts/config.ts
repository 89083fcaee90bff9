import * as v from 'valibot';

/** GET /api/config: the public settings the web client needs at run time. DOM-free. */
export const PublicConfigResponse = v.object({
  /** The Google OAuth client id, or null when Google sign-in is not configured. */
  googleClientId: v.nullable(v.string()),
});
export type PublicConfigResponse = v.InferOutput<typeof PublicConfigResponse>;

/**
 * The same settings carried by every page the server sends, in `<meta name="hub-config" content="…">`
 * (JSON), so the sign-in pages need no request (and no HTTP client) to draw the Google button. The built
 * index.html holds the tag empty; the server fills it once when it loads the built site.
 */
export const PUBLIC_CONFIG_META = 'hub-config';
