import { MessageResponse } from '@contracts/users';
import { call, sessionHttp } from './http';

/** POST /api/users/logout: revokes the session the stored token belongs to. */
export function logout(): Promise<MessageResponse> {
  return call(() => sessionHttp.post('users/logout', { json: {} }), MessageResponse);
}
