import { MeResponse } from '@contracts/users';
import { call } from './http';

/** GET /api/users/me: who the stored session token belongs to (401 when it has ended). */
export function getMe(): Promise<MeResponse> {
  return call(({ sessionHttp }) => sessionHttp.get('users/me'), MeResponse);
}
