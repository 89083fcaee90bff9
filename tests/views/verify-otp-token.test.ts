import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { verifyOtp } from '@/api/verify-otp';
import type { SessionActor } from '@/session/router-context';
import { createSignInActor } from '@/session/sign-in-actor';

/**
 * The server accepts a one-time code only with the login's pre-OTP token, so the sign-in
 * actor passes the 'otp' stage token from auth storage to verify-otp, which sends it as a bearer header.
 */
vi.mock('@/api/verify-otp', () => ({
  verifyOtp: vi.fn(async () => ({
    message: 'Invalid or expired OTP. Please try again, or log in again for a new code.',
  })),
}));

afterEach(() => {
  vi.mocked(verifyOtp).mockClear();
});

describe('verify-otp from the sign-in actor', () => {
  it('passes the stored pre-OTP token with the code', async () => {
    writeStoredAuth(
      { token: 'pre-otp-token', email: 'ada@example.org', role: 'Member', stage: 'otp' },
      false,
    );
    const session = { send: vi.fn() } as unknown as SessionActor;
    const actor = createSignInActor(async () => session, { go: vi.fn(), recheck: vi.fn() });
    actor.send({ type: 'code.submit', otp: '123456' });
    await vi.waitFor(() => expect(verifyOtp).toHaveBeenCalledTimes(1));
    expect(verifyOtp).toHaveBeenCalledWith({ email: 'ada@example.org', otp: '123456' }, 'pre-otp-token');
    actor.stop();
  });
});
