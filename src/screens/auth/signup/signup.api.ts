import { type SignupRequestInput, SignupResponse } from '@contracts/users';
import { call } from '@/api/http';
import { pageLanguage } from '@/lib/page-language';

/**
 * POST /api/users/signup: creates a Member account and e-mails a verification link. The account takes the
 * page's language (its e-mails are written in it).
 */
export function signup(body: SignupRequestInput): Promise<SignupResponse> {
  return call(
    ({ http }) => http.post('users/signup', { json: { ...body, language: pageLanguage() } }),
    SignupResponse,
  );
}
