import { textsOf } from '@contracts/texts';
import { type LoginResponse, messages } from '@contracts/users';
import { fail } from '@lib/http/failure';
import type { LimiterFactory } from '@lib/limits/factory';
import type { Context } from 'hono';
import type { UserRow } from '../db/schema';
import { errorFields, type Logger } from '../logger';
import { type ChallengeDeps, startChallenge } from './challenges';
import { authLimitersOf, tooManyAttempts } from './rate-limits';
import { tokenServiceFor } from './session';

export interface CodeStepDeps extends ChallengeDeps {
  limits: LimiterFactory;
  logger?: Logger;
}

/**
 * The login answer once the password (or Google) is right: the code is mailed and the answer is the spec's
 * login response (its token only opens verify-otp); 429 when the account's code mails are spent, 503 when
 * the mail cannot be sent.
 */
export function codeStepAnswerer(deps: CodeStepDeps) {
  const limiters = authLimitersOf(deps.limits);
  const tokens = tokenServiceFor(deps);

  async function beginCodeStep(user: UserRow): Promise<LoginResponse | { refused: number }> {
    const mails = await limiters.codeMailsPerAccount.consume(user.id);
    if (!mails.ok) return { refused: mails.retryAfterSeconds };
    const challengeId = await startChallenge(deps, user);
    const token = await tokens.signOtp({ userId: user.id, challengeId });
    return {
      message: messages.otpSent,
      token,
      data: { user: { email: user.email, role: user.role, language: user.language } },
    };
  }

  return async function answerCodeStep(c: Context, user: UserRow) {
    try {
      const step = await beginCodeStep(user);
      if ('refused' in step) return tooManyAttempts(c, step.refused);
      return c.json(step, 200);
    } catch (error) {
      deps.logger?.error({ err: errorFields(error) }, '[auth] login code mail failed');
      return fail(c, 503, textsOf(messages).otpSendFailed);
    }
  };
}
