import { type ResendOtpRequest, ResendOtpResponse } from '@contracts/users';
import { call } from './http';

/** POST /api/users/resend-otp: a new code for the waiting sign-in (a fresh pre-OTP token comes back). */
export function resendOtp(body: ResendOtpRequest): Promise<ResendOtpResponse> {
  return call(({ http }) => http.post('users/resend-otp', { json: body }), ResendOtpResponse);
}
