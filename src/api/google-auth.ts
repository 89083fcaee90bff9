import { type GoogleAuthRequest, GoogleAuthResponse } from '@contracts/users';
import * as v from 'valibot';
import { call } from './http';

/** A 200 without a token still parses (token ''), so the screen can say 'Google login failed.' */
const GoogleAnswer = v.object({ ...GoogleAuthResponse.entries, token: v.optional(v.string(), '') });

/** POST /api/users/auth/google/auth: the Google ID token; answers like login (then the one-time code). */
export function googleAuth(body: GoogleAuthRequest): Promise<GoogleAuthResponse> {
  return call(({ http }) => http.post('users/auth/google/auth', { json: body }), GoogleAnswer);
}
