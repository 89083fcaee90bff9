import type { Language } from '@contracts/languages';
import type { SessionActor } from './router-context';

/**
 * The signed-in account's language (its `users.language`): the one the login answer or, for a restored
 * session, GET /api/users/me gave; else (a sign-in finished after a reload of /otp, which keeps no
 * language) asked of GET /api/users/me now. Undefined when nobody is signed in; a failed question rejects,
 * and the signed-in layouts then keep the page in English (src/i18n/route-language.ts).
 */
export async function accountLanguage(session: SessionActor): Promise<Language | undefined> {
  const { user } = session.getSnapshot().context;
  if (!user) return undefined;
  if (user.language) return user.language;
  const { getMe } = await import('@/api/get-me');
  return (await getMe()).data.user.language;
}
