import { MessageResponse, type ResetPasswordRequest } from '@contracts/users';
import { call } from '@/api/http';

/** POST /api/users/reset-password: the e-mailed token and a new password. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return call(({ http }) => http.post('users/reset-password', { json: body }), MessageResponse);
}
