import { type ForgotPasswordRequest, MessageResponse } from '@contracts/users';
import { call } from '@/api/http';

/** POST /api/users/forgot-password: e-mails a reset link; the same answer for every address. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return call(({ http }) => http.post('users/forgot-password', { json: body }), MessageResponse);
}
