import type { Language } from '@contracts/languages';
import type { SessionActor } from './router-context';

/**
 * The signed-in account's language (its `users.language`): the one the login answer or, for a restored
 * session, GET /api/users/me gave; else (a sign-in finished after a reload of /otp, which keeps no
 * language) asked of GET /api/users/me now. Undefined when nobody is signed in or the server cannot say.
 */
export async function accountLanguage(session: SessionActor): Promise<Language | undefined> {
  const { user } = session.getSnapshot().context;
  if (!user) return undefined;
  if (user.language) return user.language;
  try {
    const { getMe } = await import('@/api/get-me');
    return (await getMe()).data.user.language;
  } catch {
    return undefined;
  }
}
