import { failureText } from '@contracts/failure-message';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { httpFailureOf } from '@/api/http-failure';
import { activateLanguage } from '@/i18n/catalogs';
import { translateSourceText } from '@/i18n/texts';

const screenTexts = {
  http: { id: 'test.loginFailed', message: 'Login failed' },
  network: { id: 'test.network', message: 'Network error' },
  unexpected: { id: 'test.unexpected', message: 'Unexpected' },
};

/** A server answer as the API sends it (lib/http/failure.ts). */
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('an API failure in the page', () => {
  it('on a French page reads the translation of its code, with its values', async () => {
    const failure = await httpFailureOf(
      answer(429, {
        code: 'users.tooManyAttempts',
        message: 'Too many attempts. Please try again in 30 seconds.',
        values: { seconds: 30 },
      }),
    );
    expect(failure).toMatchObject({ kind: 'http', code: 'users.tooManyAttempts', values: { seconds: 30 } });
    const text = failureText(failure, screenTexts);
    expect(text).toEqual({
      id: 'users.tooManyAttempts',
      message: 'Too many attempts. Please try again in 30 seconds.',
      values: { seconds: 30 },
    });
    await activateLanguage('fr');
    try {
      const shown = translateSourceText(i18n, text);
      expect(shown).toContain('30');
      expect(shown).not.toBe(text.message);
      expect(
        translateSourceText(i18n, {
          id: 'signIn.invalidRole',
          message: 'Invalid role: Admin',
          values: { role: 'Admin' },
        }),
      ).toBe('Rôle non valide : Admin');
    } finally {
      await activateLanguage('en');
    }
  });

  it('on an English page shows the message as written, without the English texts catalog', async () => {
    await activateLanguage('en');
    expect(i18n.messages['users.tooManyAttempts']).toBeUndefined();
    const failure = await httpFailureOf(
      answer(400, { code: 'signIn.invalidRole', message: 'Invalid role: Admin', values: { role: 'Admin' } }),
    );
    expect(translateSourceText(i18n, failureText(failure, screenTexts))).toBe('Invalid role: Admin');
  });
});
