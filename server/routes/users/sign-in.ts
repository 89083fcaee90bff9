import { textsOf } from '@contracts/texts';
import { LoginRequest, messages, ResendOtpRequest, VerifyOtpRequest } from '@contracts/users';
import { clientIp } from '@lib/http/client-ip';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { findUserByEmail, NO_USER_ID, normalizeEmail } from '../../auth/accounts';
import { activeChallenge, checkCode, consecutiveOtpFailures, resendCode } from '../../auth/challenges';
import { codeStepAnswerer } from '../../auth/code-step';
import { authKeys } from '../../auth/keys';
import { isKnownAddress, isKnownDevice, rememberAddress, rememberDevice } from '../../auth/known-clients';
import { admitAccount, admitAddress, loginFailed, loginSucceeded } from '../../auth/login-attempts';
import { afterAnswer } from '../../auth/mails';
import { OTP_MAX_CONSECUTIVE_FAILURES, OTP_RESEND_COOLDOWN_MS } from '../../auth/otp';
import { verifyPassword } from '../../auth/passwords';
import { authLimitersOf, limitAttempts, tooManyAttempts } from '../../auth/rate-limits';
import { bearerToken, type SessionEnv, tokenServiceFor } from '../../auth/session';
import { type LoginChallengeRow, type UserRow, users } from '../../db/schema';
import { errorFields } from '../../logger';
import type { UsersRouteDeps } from './users-deps';

/** Login → one-time code → session: the password step, the code, and the code sent again. */
export function signInRoutes(deps: UsersRouteDeps) {
  const { db, clock } = deps;
  const limiters = authLimitersOf(deps.limits);
  const deviceKey = authKeys(deps.config.jwtSecret).knownDevice;
  const tokens = tokenServiceFor(deps);
  const answerCodeStep = codeStepAnswerer(deps);
  const log = deps.logger;

  /** A resend asked for by address only (answered already): silently skipped in the cooldown or over the cap. */
  async function resendByAddress(user: UserRow, challenge: LoginChallengeRow): Promise<void> {
    if (challenge.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS > clock.now().getTime()) return;
    if (!(await limiters.codeMailsPerAccount.consume(user.id)).ok) return;
    await resendCode(deps, challenge, user);
  }

  return new Hono<SessionEnv>()
    .post('/login', validate('json', LoginRequest, textsOf(messages).loginFieldsRequired), async (c) => {
      const { email, password } = c.req.valid('json');
      const ip = clientIp(c);
      const overAddressLimit = await admitAddress(limiters, ip);
      if (overAddressLimit) return tooManyAttempts(c, overAddressLimit.retryAfterSeconds);
      const account = normalizeEmail(email);
      const user = await findUserByEmail(db, account);
      // The address lookup runs for unknown accounts too, so the answer's timing does not tell them apart.
      const knownAddress = await isKnownAddress(db, clock, user?.id ?? NO_USER_ID, ip);
      const known = user !== undefined && (knownAddress || isKnownDevice(c, deviceKey, account));
      const gate = await admitAccount(limiters, { ip, account, known });
      if ('refused' in gate) return tooManyAttempts(c, gate.refused.retryAfterSeconds);

      const passwordOk = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordOk) {
        await loginFailed(limiters, gate.admitted);
        return fail(c, 401, textsOf(messages).invalidCredentials);
      }
      await loginSucceeded(limiters, gate.admitted);
      // Only now, after the right password, may the answer say anything about the account.
      if (!user.emailVerifiedAt) return fail(c, 403, textsOf(messages).verifyEmailFirst);
      if (user.disabledAt) return fail(c, 403, textsOf(messages).accountDisabled);
      return answerCodeStep(c, user);
    })

    .post(
      '/verify-otp',
      validate('json', VerifyOtpRequest),
      limitAttempts(limiters.otpFailuresPerIp),
      async (c) => {
        const { email, otp } = c.req.valid('json');
        const ip = clientIp(c);
        // Only the holder of this login's pre-OTP token may try its code: guesses without it change nothing.
        const claims = await tokens.verifyOtp(bearerToken(c) ?? '');
        if (!claims) return fail(c, 401, textsOf(messages).otpSessionExpired);
        const invalidOtp = () => fail(c, 401, textsOf(messages).otpInvalid);

        const [found] = await db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
        const user = found && !found.disabledAt && found.email === normalizeEmail(email) ? found : undefined;
        // The same queries whether the e-mail matches the token's account or not (NO_USER_ID finds nothing).
        const failures = await consecutiveOtpFailures(deps, user?.id ?? NO_USER_ID);
        if (user && failures >= OTP_MAX_CONSECUTIVE_FAILURES) {
          return fail(c, 403, textsOf(messages).otpLocked);
        }
        const challenge = await activeChallenge(deps, user?.id ?? NO_USER_ID);
        if (!user || !challenge || challenge.id !== claims.challengeId) return invalidOtp();
        const outcome = await checkCode(deps, challenge, otp);
        if (outcome !== 'ok') return invalidOtp();
        await limiters.otpFailuresPerIp.refund(ip);
        await rememberAddress(db, clock, user.id, ip);
        rememberDevice(c, deviceKey, user.email);
        const token = await tokens.signSession({ userId: user.id, tokenVersion: user.tokenVersion });
        return c.json({ message: messages.otpVerified, token }, 200);
      },
    )

    .post(
      '/resend-otp',
      validate('json', ResendOtpRequest),
      limitAttempts(limiters.otpResendsPerIp),
      async (c) => {
        const body = c.req.valid('json');
        // A token in the body must be valid; a bearer header counts only when it is a valid pre-OTP token
        // (the web client sends whatever token it holds).
        const bearer = bearerToken(c);
        const claims = await tokens.verifyOtp(body.token ?? bearer ?? '');
        if (body.token !== undefined && !claims) return fail(c, 401, textsOf(messages).otpSessionExpired);
        if (!claims) {
          if (!body.email) return fail(c, 400, textsOf(messages).otpEmailMissing);
          // By address alone: one answer for every address (unknown, cooling down, capped or sent), and the
          // same queries before it; the code goes out after the answer.
          const found = await findUserByEmail(db, body.email);
          const owner = found && !found.disabledAt ? found : undefined;
          const active = await activeChallenge(deps, owner?.id ?? NO_USER_ID);
          if (owner && active) afterAnswer(log, () => resendByAddress(owner, active));
          return c.json({ message: messages.otpResent }, 200);
        }

        // The holder of this login's pre-OTP token (who knows the password) is told about the cooldown.
        const [user] = await db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
        const challenge = user && !user.disabledAt ? await activeChallenge(deps, user.id) : undefined;
        if (!user || !challenge || challenge.id !== claims.challengeId) {
          return fail(c, 401, textsOf(messages).otpSessionExpired);
        }
        const waitMs = challenge.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - clock.now().getTime();
        if (waitMs > 0) return tooManyAttempts(c, Math.ceil(waitMs / 1000));
        const mails = await limiters.codeMailsPerAccount.consume(user.id);
        if (!mails.ok) return tooManyAttempts(c, mails.retryAfterSeconds);
        try {
          await resendCode(deps, challenge, user);
        } catch (error) {
          log?.error({ err: errorFields(error) }, '[auth] resend code mail failed');
          return fail(c, 503, textsOf(messages).otpSendFailed);
        }
        const token = await tokens.signOtp({ userId: user.id, challengeId: challenge.id });
        return c.json({ message: messages.otpResent, token }, 200);
      },
    );
}
