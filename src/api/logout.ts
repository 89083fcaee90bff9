import { MessageResponse } from '@contracts/users';
import { call } from './http';

/** POST /api/users/logout: revokes the session the stored token belongs to. */
export function logout(): Promise<MessageResponse> {
  return call(({ sessionHttp }) => sessionHttp.post('users/logout', { json: {} }), MessageResponse);
}
