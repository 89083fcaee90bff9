import { textsOf } from '@contracts/texts';
import { GoogleAuthRequest, messages } from '@contracts/users';
import { clientIp } from '@lib/http/client-ip';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { Hono, type MiddlewareHandler } from 'hono';
import { codeStepAnswerer } from '../../auth/code-step';
import { createGoogleVerifier, type GoogleVerifier } from '../../auth/google';
import { googleAccount } from '../../auth/google-accounts';
import { authLimitersOf, limitAttempts } from '../../auth/rate-limits';
import type { SessionEnv } from '../../auth/session';
import type { UsersRouteDeps } from './users-deps';

type GoogleEnv = SessionEnv & { Variables: { google: GoogleVerifier } };

/** Sign-in with Google: a verified Google identity leads to the same code step as a right password. */
export function googleRoutes(deps: UsersRouteDeps) {
  const { db, clock, config } = deps;
  const limiters = authLimitersOf(deps.limits);
  const answerCodeStep = codeStepAnswerer(deps);
  let verifier: GoogleVerifier | undefined;

  /** Not configured: 503 before any attempt is counted. The verifier (and its key cache) is made once. */
  const requireGoogle: MiddlewareHandler<GoogleEnv> = async (c, next) => {
    if (!config.googleClientId) return fail(c, 503, textsOf(messages).googleNotConfigured);
    verifier ??= createGoogleVerifier({
      clientId: config.googleClientId,
      jwksUrl: config.googleJwksUrl,
      clock,
    });
    c.set('google', verifier);
    await next();
  };

  return new Hono<GoogleEnv>().post(
    '/auth/google/auth',
    validate('json', GoogleAuthRequest, textsOf(messages).googleFailed),
    requireGoogle,
    limitAttempts(limiters.googleFailuresPerIp),
    async (c) => {
      const failed = () => fail(c, 401, textsOf(messages).googleFailed);
      const identity = await c.get('google').verify(c.req.valid('json').tokenId);
      if (!identity?.emailVerified) return failed();
      const user = await googleAccount(db, clock.now(), identity);
      if (!user) return failed();
      await limiters.googleFailuresPerIp.refund(clientIp(c));
      if (user.disabledAt) return fail(c, 403, textsOf(messages).accountDisabled);
      return answerCodeStep(c, user);
    },
  );
}
