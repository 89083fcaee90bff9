import type { Language } from '@contracts/languages';
import { UpdateLanguageResponse } from '@contracts/users';
import { call } from './http';

/** PATCH /api/users/me/language: the signed-in account's language (its e-mails follow it). */
export async function saveLanguage(language: Language): Promise<Language> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.patch('users/me/language', { json: { language } }),
    UpdateLanguageResponse,
  );
  return body.data.language;
}
