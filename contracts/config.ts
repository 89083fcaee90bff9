import * as v from 'valibot';

/** GET /api/config: the public settings the web client needs at run time. DOM-free. */
export const PublicConfigResponse = v.object({
  /** The Google OAuth client id, or null when Google sign-in is not configured. */
  googleClientId: v.nullable(v.string()),
});
export type PublicConfigResponse = v.InferOutput<typeof PublicConfigResponse>;
