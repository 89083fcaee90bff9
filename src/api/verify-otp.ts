import { type VerifyOtpRequest, VerifyOtpResponse } from '@contracts/users';
import * as v from 'valibot';
import { call, http } from './http';

/**
 * Any 200 body with a message parses; the screen accepts only 'OTP verified successfully' with a token
 * (spec §7), so another 200 reads 'OTP verification failed. Please try again.'
 */
const VerifyOtpAnswer = v.object({
  message: v.string(),
  token: v.optional(VerifyOtpResponse.entries.token),
});
export type VerifyOtpAnswer = v.InferOutput<typeof VerifyOtpAnswer>;

/**
 * POST /api/users/verify-otp: the one-time code for the e-mail, with the login's pre-OTP token as a bearer
 * header (the server refuses codes without it); answers with the session token.
 */
export function verifyOtp(body: VerifyOtpRequest, preOtpToken: string | undefined): Promise<VerifyOtpAnswer> {
  const headers = preOtpToken ? { Authorization: `Bearer ${preOtpToken}` } : undefined;
  return call(() => http.post('users/verify-otp', { json: body, headers }).json(VerifyOtpAnswer));
}
