import { textsOf } from '@contracts/texts';
import { ForgotPasswordRequest, messages } from '@contracts/users';
import { clientIp } from '@lib/http/client-ip';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { Hono } from 'hono';
import { forgotPasswordRequester } from '../../auth/forgot-password';
import { findLinkToken } from '../../auth/link-tokens';
import { resetPassword } from '../../auth/password-reset';
import { ServerResetPasswordRequest } from '../../auth/password-rules';
import { hashPassword } from '../../auth/passwords';
import { authLimitersOf, limitAttempts, tooManyAttempts } from '../../auth/rate-limits';
import { announceRevoked } from '../../auth/revoke-sessions';
import type { SessionEnv } from '../../auth/session';
import type { UsersRouteDeps } from './users-deps';

/** A forgotten password: the link asked for by address, and the new password set with it. */
export function passwordRoutes(deps: UsersRouteDeps) {
  const { db, clock } = deps;
  const limiters = authLimitersOf(deps.limits);
  const requestPasswordReset = forgotPasswordRequester(deps);

  return new Hono<SessionEnv>()
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
        const invalid = () => fail(c, 400, textsOf(messages).resetTokenInvalid);
        // The link first: an invalid one costs no password hashing.
        if (!(await findLinkToken(db, clock, token, 'reset'))) return invalid();
        const userId = await resetPassword(deps, token, await hashPassword(password));
        if (!userId) return invalid();
        await limiters.resetFailuresPerIp.refund(clientIp(c));
        await announceRevoked(deps.live, userId);
        return c.json({ message: messages.passwordReset }, 200);
      },
    );
}
