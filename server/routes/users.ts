import type { BadgeCountsResponse } from '@contracts/member-area';
import {
  ForgotPasswordRequest,
  GoogleAuthRequest,
  LoginRequest,
  type LoginResponse,
  messages,
  ResendOtpRequest,
  ResetPasswordRequest,
  SignupRequest,
  type UserRole,
  VerifyOtpRequest,
} from '@contracts/users';
import { clientIp } from '@lib/http/client-ip';
import { validate } from '@lib/http/validate';
import type { LimiterFactory } from '@lib/limits/factory';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { findUserByEmail, normalizeEmail } from '../auth/accounts';
import {
  activeChallenge,
  checkCode,
  consecutiveOtpFailures,
  resendCode,
  startChallenge,
} from '../auth/challenges';
import { isCommonPassword } from '../auth/common-passwords';
import { forgotPasswordRequester } from '../auth/forgot-password';
import { createGoogleVerifier, type GoogleVerifier } from '../auth/google';
import { authKeys } from '../auth/keys';
import { isKnownAddress, isKnownDevice, rememberAddress, rememberDevice } from '../auth/known-clients';
import { consumeLinkToken, createLinkToken, findLinkToken } from '../auth/link-tokens';
import { admitAccount, admitAddress, loginFailed, loginSucceeded } from '../auth/login-attempts';
import { accountExistsMail, mailAfterAnswer, verificationMail } from '../auth/mails';
import { OTP_MAX_CONSECUTIVE_FAILURES, OTP_RESEND_COOLDOWN_MS } from '../auth/otp';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { authLimitersOf, limitAttempts, tooManyAttempts } from '../auth/rate-limits';
import { announceRevoked, revokeSessions } from '../auth/revoke-sessions';
import { type AuthDeps, bearerToken, type SessionEnv, tokenServiceFor } from '../auth/session';
import type { Config } from '../config';
import { emailTokens, type LoginChallenge, loginChallenges, type User, users } from '../db/schema';
import { requireSession } from '../http/guards';
import type { LiveBus } from '../live/bus';
import { errorFields, type Logger } from '../logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import { badgeCounts } from '../notifications/counts';

export interface UsersRouteDeps extends AuthDeps {
  mailer: Mailer;
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'googleClientId' | 'googleJwksUrl'>;
  logger?: Logger;
  live: LiveBus;
  limits: LimiterFactory;
}

/** Server-only rule on top of the shared contract: the common-password list (never shipped to the browser). */
const ServerSignupRequest = v.pipe(
  SignupRequest,
  v.forward(
    v.partialCheck([['password']], (input) => !isCommonPassword(input.password), messages.passwordTooCommon),
    ['password'],
  ),
);
const ServerResetPasswordRequest = v.pipe(
  ResetPasswordRequest,
  v.forward(
    v.partialCheck([['password']], (input) => !isCommonPassword(input.password), messages.passwordTooCommon),
    ['password'],
  ),
);

/** Looked up for unknown accounts so that both answers cost the same queries. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

const requestableRoles: readonly UserRole[] = ['Admin', 'Moderator'];

/** /api/users: sign-up, e-mail verification, login → one-time code → session, Google, password reset. */
export function usersRoutes(deps: UsersRouteDeps) {
  const { db, clock, mailer, config } = deps;
  const limiters = authLimitersOf(deps.limits);
  const requestPasswordReset = forgotPasswordRequester(deps);
  const deviceKey = authKeys(config.jwtSecret).knownDevice;
  const tokens = tokenServiceFor(deps);
  const log = deps.logger;
  let google: GoogleVerifier | undefined;
  const googleVerifier = () => {
    if (!config.googleClientId) return undefined;
    google ??= createGoogleVerifier({
      clientId: config.googleClientId,
      jwksUrl: config.googleJwksUrl,
      clock,
    });
    return google;
  };

  /** Mails that must not change the answer's timing (sign-up, forgot-password) are sent after it. */
  const sendLater = (message: MailMessage) => mailAfterAnswer(mailer, log, message);

  /** Work whose cost must not show in the answer's timing (which accounts exist): run after answering. */
  function later(work: () => Promise<unknown>) {
    void work().catch((error: unknown) => {
      log?.error({ err: errorFields(error) }, '[auth] deferred mail work failed');
    });
  }

  /** Starts the code step and answers like the spec's login response (the token only opens verify-otp). */
  async function beginCodeStep(user: User): Promise<LoginResponse | { refused: number }> {
    const mails = await limiters.codeMailsPerAccount.consume(user.id);
    if (!mails.ok) return { refused: mails.retryAfterSeconds };
    const challengeId = await startChallenge(deps, user);
    const token = await tokens.signOtp({ userId: user.id, challengeId });
    return { message: messages.otpSent, token, data: { user: { email: user.email, role: user.role } } };
  }

  return new Hono<SessionEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })

    .post(
      '/signup',
      validate('json', ServerSignupRequest, messages.fieldErrorsBanner),
      limitAttempts(limiters.signupsPerIp),
      async (c) => {
        const body = c.req.valid('json');

        const email = normalizeEmail(body.email);
        const existing = await findUserByEmail(db, email);
        // Hash in both branches: an existing address costs the same time as a new one.
        const passwordHash = await hashPassword(body.password);
        const mayMail = (await limiters.mailsPerAddress.consume(email)).ok;
        const created = { message: messages.signupSuccess };

        if (existing) {
          // The mail work runs after the answer, as for a new account: both answers cost the same.
          if (mayMail) later(() => mailExistingAccount(existing));
          return c.json(created, 201);
        }
        const now = clock.now();
        const [user] = await db
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
            gender: body.gender,
            role: 'Member',
            requestedRole: body.role && requestableRoles.includes(body.role) ? body.role : null,
            createdAt: now,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!user) {
          // Lost a race with a concurrent sign-up for the same address: same answer.
          const raced = await findUserByEmail(db, email);
          if (raced && mayMail) later(() => mailExistingAccount(raced));
          return c.json(created, 201);
        }
        if (mayMail) {
          later(async () => {
            const token = await createLinkToken(db, clock, user.id, 'verify');
            await mailer.send(verificationMail(user.email, user.firstName, verifyUrl(token)));
          });
        }
        return c.json(created, 201);
      },
    )

    .get('/verify-email', async (c) => {
      const token = c.req.query('token') ?? '';
      const userId = await consumeLinkToken(db, clock, token, 'verify');
      if (!userId) return c.redirect('/login?verified=0', 302);
      await db
        .update(users)
        .set({ emailVerifiedAt: clock.now() })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
      return c.redirect('/login?verified=1', 302);
    })

    .post('/login', validate('json', LoginRequest, messages.loginFieldsRequired), async (c) => {
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
        return c.json({ message: messages.invalidCredentials }, 401);
      }
      await loginSucceeded(limiters, gate.admitted);
      // Only now, after the right password, may the answer say anything about the account.
      if (!user.emailVerifiedAt) return c.json({ message: messages.verifyEmailFirst }, 403);
      if (user.disabledAt) return c.json({ message: messages.accountDisabled }, 403);
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
        if (!claims) return c.json({ message: messages.otpSessionExpired }, 401);
        const fail = () => c.json({ message: messages.otpInvalid }, 401);

        const [found] = await db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
        const user = found && !found.disabledAt && found.email === normalizeEmail(email) ? found : undefined;
        // The same queries whether the e-mail matches the token's account or not (NO_USER_ID finds nothing).
        const failures = await consecutiveOtpFailures(deps, user?.id ?? NO_USER_ID);
        if (user && failures >= OTP_MAX_CONSECUTIVE_FAILURES) {
          return c.json({ message: messages.otpLocked }, 403);
        }
        const challenge = await activeChallenge(deps, user?.id ?? NO_USER_ID);
        if (!user || !challenge || challenge.id !== claims.challengeId) return fail();
        const outcome = await checkCode(deps, challenge, otp);
        if (outcome !== 'ok') return fail();
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
        if (body.token !== undefined && !claims) return c.json({ message: messages.otpSessionExpired }, 401);
        if (!claims) {
          if (!body.email) return c.json({ message: messages.otpEmailMissing }, 400);
          // By address alone: one answer for every address (unknown, cooling down, capped or sent), and the
          // same queries before it; the code goes out after the answer.
          const found = await findUserByEmail(db, body.email);
          const owner = found && !found.disabledAt ? found : undefined;
          const active = await activeChallenge(deps, owner?.id ?? NO_USER_ID);
          if (owner && active) later(() => resendByAddress(owner, active));
          return c.json({ message: messages.otpResent }, 200);
        }

        // The holder of this login's pre-OTP token (who knows the password) is told about the cooldown.
        const [user] = await db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
        const challenge = user && !user.disabledAt ? await activeChallenge(deps, user.id) : undefined;
        if (!user || !challenge || challenge.id !== claims.challengeId) {
          return c.json({ message: messages.otpSessionExpired }, 401);
        }
        const waitMs = challenge.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - clock.now().getTime();
        if (waitMs > 0) return tooManyAttempts(c, Math.ceil(waitMs / 1000));
        const mails = await limiters.codeMailsPerAccount.consume(user.id);
        if (!mails.ok) return tooManyAttempts(c, mails.retryAfterSeconds);
        try {
          await resendCode(deps, challenge, user.email);
        } catch (error) {
          log?.error({ err: errorFields(error) }, '[auth] resend code mail failed');
          return c.json({ message: messages.otpSendFailed }, 503);
        }
        const token = await tokens.signOtp({ userId: user.id, challengeId: challenge.id });
        return c.json({ message: messages.otpResent, token }, 200);
      },
    )

    .post(
      '/auth/google/auth',
      validate('json', GoogleAuthRequest, messages.googleFailed),
      // Not configured: 503 before any attempt is counted.
      async (c, next) => (googleVerifier() ? next() : c.json({ message: messages.googleNotConfigured }, 503)),
      limitAttempts(limiters.googleFailuresPerIp),
      async (c) => {
        const { tokenId } = c.req.valid('json');
        const verifier = googleVerifier();
        if (!verifier) return c.json({ message: messages.googleNotConfigured }, 503);
        const ip = clientIp(c);
        const fail = () => c.json({ message: messages.googleFailed }, 401);

        const identity = await verifier.verify(tokenId);
        if (!identity?.emailVerified) return fail();
        const now = clock.now();
        let [user] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
        if (!user) {
          const byEmail = await findUserByEmail(db, identity.email);
          if (byEmail) {
            if (byEmail.googleSub && byEmail.googleSub !== identity.sub) return fail();
            // Google vouches for the address (email_verified), so linking is safe and verifies it.
            [user] = await db
              .update(users)
              .set({ googleSub: identity.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? now })
              .where(eq(users.id, byEmail.id))
              .returning();
          } else {
            [user] = await db
              .insert(users)
              .values({
                email: identity.email,
                googleSub: identity.sub,
                firstName: identity.givenName,
                lastName: identity.familyName,
                role: 'Member',
                emailVerifiedAt: now,
                createdAt: now,
              })
              .onConflictDoNothing()
              .returning();
          }
        }
        if (!user) return fail();
        await limiters.googleFailuresPerIp.refund(ip);
        if (user.disabledAt) return c.json({ message: messages.accountDisabled }, 403);
        return answerCodeStep(c, user);
      },
    )

    .post('/forgot-password', validate('json', ForgotPasswordRequest), async (c) => {
      const outcome = await requestPasswordReset(c.req.valid('json').email, clientIp(c));
      if (outcome.kind === 'limited') return tooManyAttempts(c, outcome.retryAfterSeconds);
      return c.json({ message: messages.forgotPasswordSent }, 200);
    })

    .post(
      '/reset-password',
      validate('json', ServerResetPasswordRequest),
      limitAttempts(limiters.resetFailuresPerIp),
      async (c) => {
        const { token, password } = c.req.valid('json');
        const ip = clientIp(c);
        const invalid = () => c.json({ message: messages.resetTokenInvalid }, 400);
        // The link first: an invalid one costs no password hashing.
        if (!(await findLinkToken(db, clock, token, 'reset'))) return invalid();

        const passwordHash = await hashPassword(password);
        const now = clock.now();
        const done = await db.transaction(async (tx) => {
          const userId = await consumeLinkToken(tx, clock, token, 'reset');
          if (!userId) return null;
          await tx
            .update(users)
            .set({
              passwordHash,
              // The link reached the inbox, so the address is proven; all sessions end.
              emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
              tokenVersion: sql`${users.tokenVersion} + 1`,
            })
            .where(eq(users.id, userId));
          await tx
            .update(emailTokens)
            .set({ usedAt: now })
            .where(
              and(
                eq(emailTokens.userId, userId),
                eq(emailTokens.purpose, 'reset'),
                isNull(emailTokens.usedAt),
              ),
            );
          await tx
            .update(loginChallenges)
            .set({ expiresAt: now })
            .where(
              and(
                eq(loginChallenges.userId, userId),
                isNull(loginChallenges.consumedAt),
                gt(loginChallenges.expiresAt, now),
              ),
            );
          return userId;
        });
        if (!done) return invalid();
        await limiters.resetFailuresPerIp.refund(ip);
        await announceRevoked(deps.live, done);
        return c.json({ message: messages.passwordReset }, 200);
      },
    )

    .post('/logout', requireSession(deps), async (c) => {
      await revokeSessions(deps, c.get('user').id);
      return c.json({ message: messages.loggedOut }, 200);
    })

    .get('/me', requireSession(deps), (c) => {
      const { id, email, role, firstName, lastName } = c.get('user');
      return c.json({ data: { user: { id, email, role, firstName, lastName } } }, 200);
    })

    .get('/me/counts', requireSession(deps), async (c) => {
      const body: BadgeCountsResponse = {
        data: { counts: await badgeCounts(db, clock.now(), c.get('user').id) },
      };
      return c.json(body, 200);
    });

  /** The login answer once the password (or Google) is right: the code mail, or why there is none. */
  async function answerCodeStep(c: Context, user: User) {
    try {
      const step = await beginCodeStep(user);
      if ('refused' in step) return tooManyAttempts(c, step.refused);
      return c.json(step, 200);
    } catch (error) {
      log?.error({ err: errorFields(error) }, '[auth] login code mail failed');
      return c.json({ message: messages.otpSendFailed }, 503);
    }
  }

  function verifyUrl(token: string): string {
    return `${config.publicUrl}/api/users/verify-email?token=${token}`;
  }

  /** A resend asked for by address only (answered already): silently skipped in the cooldown or over the cap. */
  async function resendByAddress(user: User, challenge: LoginChallenge): Promise<void> {
    if (challenge.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS > clock.now().getTime()) return;
    if (!(await limiters.codeMailsPerAccount.consume(user.id)).ok) return;
    await resendCode(deps, challenge, user.email);
  }

  /** Sign-up with a known address: the owner gets a notice (or, if still unverified, a fresh link). */
  async function mailExistingAccount(user: User): Promise<void> {
    if (!user.emailVerifiedAt && user.passwordHash) {
      const token = await createLinkToken(db, clock, user.id, 'verify');
      sendLater(verificationMail(user.email, user.firstName, verifyUrl(token)));
      return;
    }
    sendLater(
      accountExistsMail(
        user.email,
        user.firstName,
        `${config.publicUrl}/login`,
        `${config.publicUrl}/forgot-password`,
      ),
    );
  }
}
