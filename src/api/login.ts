import { type LoginRequest, LoginResponse } from '@contracts/users';
import * as v from 'valibot';
import { call } from './http';

/** A 200 without a token still parses (token ''), so the screen can say 'Token not received. Login failed.' */
const LoginAnswer = v.object({ ...LoginResponse.entries, token: v.optional(v.string(), '') });

/** POST /api/users/login: checks the password and e-mails a one-time code. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return call(({ http }) => http.post('users/login', { json: body }), LoginAnswer);
}
