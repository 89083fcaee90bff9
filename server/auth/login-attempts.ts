import { type AuthLimiters, type Refusal, refusal, STRANGER_DELAY } from './rate-limits';

/**
 * The limits of one password attempt, counted before the password is checked so parallel attempts cannot
 * all slip under them:
 * - per client address and per (account, address), for everyone;
 * - per account for strangers only (clients that never signed in to it): 20 free failures a day, then one
 *   attempt per delay, the delay doubling from 60 s up to 15 min. The owner on a known device or address is
 *   never held up by strangers (NIST SP 800-63B §5.2.2).
 */
export interface LoginAttempt {
  ip: string;
  account: string;
  /** The client signed in to this account before (device cookie or address). */
  known: boolean;
}

export interface AdmittedAttempt extends LoginAttempt {
  /** Stranger failures beyond the free ones, this one included (0 while free). */
  overflow: number;
}

const pairKey = (attempt: LoginAttempt) => `${attempt.account}|${attempt.ip}`;

function strangerDelaySeconds(overflow: number): number {
  return Math.min(STRANGER_DELAY.firstSeconds * 2 ** Math.max(0, overflow), STRANGER_DELAY.maxSeconds);
}

/**
 * Counts the attempt against its client address first; a refusal (with its wait) when the address is over
 * its limit. It depends on nothing but the address, so the login asks it before it looks the account up: a
 * flood of refused attempts costs no query, and its answers are the same whatever address they name.
 */
export async function admitAddress(limiters: AuthLimiters, ip: string): Promise<Refusal | undefined> {
  return refusal(await limiters.loginFailuresPerIp.consume(ip));
}

/**
 * Counts an attempt from an admitted address (`admitAddress`) against the account's limits; a refusal
 * (with its wait) when one is reached.
 */
export async function admitAccount(
  limiters: AuthLimiters,
  attempt: LoginAttempt,
): Promise<{ admitted: AdmittedAttempt } | { refused: Refusal }> {
  const byPair = refusal(await limiters.loginFailuresPerAccountAndIp.consume(pairKey(attempt)));
  if (byPair) return { refused: byPair };
  if (attempt.known) return { admitted: { ...attempt, overflow: 0 } };

  const free = limiters.strangerFailuresPerAccount;
  const counted = await free.consume(attempt.account);
  if (counted.ok) {
    // The last free attempt already starts the first delay, so the next stranger waits even in parallel.
    if (counted.remaining === 0)
      await limiters.strangerDelay.block(attempt.account, STRANGER_DELAY.firstSeconds);
    return { admitted: { ...attempt, overflow: 0 } };
  }
  const turn = await limiters.strangerDelay.consume(attempt.account);
  if (!turn.ok) {
    // A refused stranger is not evaluated, so it does not make the delay grow.
    await free.refund(attempt.account);
    return { refused: { retryAfterSeconds: turn.retryAfterSeconds } };
  }
  return { admitted: { ...attempt, overflow: counted.consumed - free.rule.points } };
}

/** A wrong password: a stranger past the free failures waits twice as long before the next try. */
export async function loginFailed(limiters: AuthLimiters, attempt: AdmittedAttempt): Promise<void> {
  if (!attempt.known && attempt.overflow > 0) {
    await limiters.strangerDelay.block(attempt.account, strangerDelaySeconds(attempt.overflow));
  }
}

/** The right password: the attempt gives its points back and the account's stranger count starts again. */
export async function loginSucceeded(limiters: AuthLimiters, attempt: AdmittedAttempt): Promise<void> {
  await Promise.all([
    limiters.loginFailuresPerIp.refund(attempt.ip),
    limiters.loginFailuresPerAccountAndIp.reset(pairKey(attempt)),
    limiters.strangerFailuresPerAccount.reset(attempt.account),
    limiters.strangerDelay.reset(attempt.account),
  ]);
}
