import { textWith } from '@contracts/texts';
import { I18n, i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { translateSourceText } from '@/i18n/texts';

afterEach(async () => {
  await activateLanguage('en');
});

/** A Lingui instance of its own in French, with `messages` (compiled: literal parts and `[name]`), by code. */
function french(messages: Record<string, unknown[]>) {
  const own = new I18n({});
  own.load('fr', messages as never);
  own.activate('fr');
  return own;
}

const invalidRole = { id: 'users.invalidRole', message: 'Invalid role: {role}' };

describe('a text built from a template, translated by its code', () => {
  it('translates the code with its values; a code the catalog lacks shows its message', () => {
    const own = french({ 'users.invalidRole': ['Rôle invalide : ', ['role']] });
    expect(translateSourceText(own, textWith(invalidRole, { role: 'Admin' }))).toBe('Rôle invalide : Admin');
    expect(translateSourceText(own, { id: 'users.other', message: 'Something else' })).toBe('Something else');
  });

  it('translates a code of a catalog loaded after the first look', () => {
    const own = french({ 'users.invalidRole': ['Rôle invalide : ', ['role']] });
    const invalidPage = textWith({ id: 'pages.invalidPage', message: 'Invalid page: {page}' }, { page: 7 });
    expect(translateSourceText(own, invalidPage)).toBe('Invalid page: 7');
    own.load('fr', { 'pages.invalidPage': ['Page invalide : ', ['page']] } as never);
    expect(translateSourceText(own, invalidPage)).toBe('Page invalide : 7');
  });

  it("follows the app's language: another language's translation after a switch", async () => {
    const text = textWith({ id: 'signIn.invalidRole', message: 'Invalid role: {role}' }, { role: 'Guest' });
    await activateLanguage('fr');
    const inFrench = translateSourceText(i18n, text);
    expect(inFrench).toBe('Rôle non valide : Guest');
    await activateLanguage('rw');
    expect(translateSourceText(i18n, text)).not.toBe(inFrench);
  });
});
