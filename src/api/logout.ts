import { MessageResponse } from './contracts/users';
import { call, http } from './http';

/** POST /api/users/logout: revokes the session the stored token belongs to. */
export function logout(): Promise<MessageResponse> {
  return call(() => http.post('users/logout', { json: {} }).json(MessageResponse));
}
