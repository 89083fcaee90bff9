import { localizedPath } from '@lib/language-paths';
import type { LimiterFactory } from '@lib/limits/factory';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { findUserByEmail, normalizeEmail } from './accounts';
import { createLinkToken } from './link-tokens';
import { afterAnswer, passwordResetMail } from './mails';
import { authLimitersOf, refusal } from './rate-limits';
import type { AuthDeps } from './session';

export interface ForgotPasswordDeps extends Pick<AuthDeps, 'db' | 'clock'> {
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** Where the work done after the answer reports its failures. */
  logger: Logger;
  limits: LimiterFactory;
}

/** Answered (the same for every address), or refused by the per-address limit of requests. */
export type ForgotPasswordOutcome = { kind: 'answered' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * A password reset asked for by e-mail address, by the API and by the page's form alike: the same answer,
 * in the same time, whether the account exists or not. The link is stored and mailed after the answer, to
 * an enabled account only, and at most 3 mails per address an hour.
 */
export function forgotPasswordRequester(deps: ForgotPasswordDeps) {
  const { db, clock, mailer, config } = deps;
  const limiters = authLimitersOf(deps.limits);

  async function mailResetLink(user: UserRow): Promise<void> {
    const token = await createLinkToken(db, clock, user.id, 'reset');
    // The page in the account's language, as the mail is.
    const url = `${config.publicUrl}${localizedPath('/reset-password', user.language)}?token=${token}`;
    await mailer.send(passwordResetMail(user.email, user.firstName, url, user.language));
  }

  return async function requestPasswordReset(email: string, ip: string): Promise<ForgotPasswordOutcome> {
    const refused = refusal(await limiters.forgotPasswordPerIp.consume(ip));
    if (refused) return { kind: 'limited', retryAfterSeconds: refused.retryAfterSeconds };
    const account = normalizeEmail(email);
    const user = await findUserByEmail(db, account);
    const mayMail = (await limiters.mailsPerAddress.consume(account)).ok;
    // Storing the link and building the mail cost time an unknown address would not: after the answer.
    if (user && !user.disabledAt && mayMail) afterAnswer(deps.logger, () => mailResetLink(user));
    return { kind: 'answered' };
  };
}
