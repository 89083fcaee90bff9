import { type SignupRequestInput, SignupResponse } from '@contracts/users';
import { call } from './http';

/** POST /api/users/signup: creates a Member account and e-mails a verification link. */
export function signup(body: SignupRequestInput): Promise<SignupResponse> {
  return call(({ http }) => http.post('users/signup', { json: body }), SignupResponse);
}
