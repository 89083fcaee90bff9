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

/** POST /api/users/verify-otp: the one-time code for the e-mail; answers with the session token. */
export function verifyOtp(body: VerifyOtpRequest): Promise<VerifyOtpAnswer> {
  return call(() => http.post('users/verify-otp', { json: body }), VerifyOtpAnswer);
}
