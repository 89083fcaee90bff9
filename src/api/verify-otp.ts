import { VerifyOtpAnswer, type VerifyOtpRequest } from '@contracts/users';
import { call, http } from './http';

/** POST /api/users/verify-otp: the one-time code for the e-mail; answers with the session token. */
export function verifyOtp(body: VerifyOtpRequest): Promise<VerifyOtpAnswer> {
  return call(() => http.post('users/verify-otp', { json: body }).json(VerifyOtpAnswer));
}
