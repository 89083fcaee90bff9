import { VerifyOtpAnswer, type VerifyOtpRequest } from '@contracts/users';
import { call } from './http';

/**
 * POST /api/users/verify-otp: the one-time code for the e-mail, with the login's pre-OTP token as a bearer
 * header (the server refuses codes without it); answers with the session token.
 */
export function verifyOtp(body: VerifyOtpRequest, preOtpToken: string | undefined): Promise<VerifyOtpAnswer> {
  const headers = preOtpToken ? { Authorization: `Bearer ${preOtpToken}` } : undefined;
  return call(({ http }) => http.post('users/verify-otp', { json: body, headers }), VerifyOtpAnswer);
}
