import { textsOf } from '@contracts/texts';
import { messages, type UserRole } from '@contracts/users';
import { validate } from '@lib/http/validate';
import { localizedPath } from '@lib/language-paths';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { findUserByEmail, normalizeEmail } from '../../auth/accounts';
import { consumeLinkToken, createLinkToken } from '../../auth/link-tokens';
import { accountExistsMail, afterAnswer, mailAfterAnswer, verificationMail } from '../../auth/mails';
import { ServerSignupRequest } from '../../auth/password-rules';
import { hashPassword } from '../../auth/passwords';
import { authLimitersOf, limitAttempts } from '../../auth/rate-limits';
import type { SessionEnv } from '../../auth/session';
import { type UserRow, users } from '../../db/schema';
import type { UsersRouteDeps } from './users-deps';

const requestableRoles: readonly UserRole[] = ['Admin', 'Moderator'];

/** Sign-up and the e-mail verification link. */
export function signUpRoutes(deps: UsersRouteDeps) {
  const { db, clock, mailer, config } = deps;
  const limiters = authLimitersOf(deps.limits);
  const log = deps.logger;

  const verifyUrl = (token: string) => `${config.publicUrl}/api/users/verify-email?token=${token}`;

  /** Sign-up with a known address: the owner gets a notice (or, if still unverified, a fresh link). */
  async function mailExistingAccount(user: UserRow): Promise<void> {
    if (!user.emailVerifiedAt && user.passwordHash) {
      const token = await createLinkToken(db, clock, user.id, 'verify');
      mailAfterAnswer(
        mailer,
        log,
        verificationMail(user.email, user.firstName, verifyUrl(token), user.language),
      );
      return;
    }
    // The pages in the account's language, as the mail is.
    const loginUrl = `${config.publicUrl}${localizedPath('/login', user.language)}`;
    const resetUrl = `${config.publicUrl}${localizedPath('/forgot-password', user.language)}`;
    mailAfterAnswer(
      mailer,
      log,
      accountExistsMail(user.email, user.firstName, loginUrl, resetUrl, user.language),
    );
  }

  return new Hono<SessionEnv>()
    .post(
      '/signup',
      validate('json', ServerSignupRequest, textsOf(messages).fieldErrorsBanner),
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
          if (mayMail) afterAnswer(log, () => mailExistingAccount(existing));
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
            language: body.language ?? 'en',
            createdAt: now,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!user) {
          // Lost a race with a concurrent sign-up for the same address: same answer.
          const raced = await findUserByEmail(db, email);
          if (raced && mayMail) afterAnswer(log, () => mailExistingAccount(raced));
          return c.json(created, 201);
        }
        if (mayMail) {
          afterAnswer(log, async () => {
            const token = await createLinkToken(db, clock, user.id, 'verify');
            await mailer.send(verificationMail(user.email, user.firstName, verifyUrl(token), user.language));
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
      // The login page in the account's language (the one it signed up in); a refused link names no account.
      const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return c.redirect(`${localizedPath('/login', account?.language ?? 'en')}?verified=1`, 302);
    });
}
