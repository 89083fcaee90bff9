import { I18n, i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { translateSourceText } from '@/i18n/texts';

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('en');
});

/** A Lingui instance of its own in French, with `messages` (compiled: literal parts and `[name]`). */
function french(messages: Record<string, unknown[]>) {
  const own = new I18n({});
  own.load('fr', messages as never);
  own.activate('fr');
  return own;
}

describe('a text built from a template, translated', () => {
  it('finds the template, with its values', () => {
    const own = french({ 'Invalid role: {role}': ['Rôle invalide : ', ['role']] });
    expect(translateSourceText(own, 'Invalid role: Admin')).toBe('Rôle invalide : Admin');
    expect(translateSourceText(own, 'Something else')).toBe('Something else');
  });

  it('lists the templates once, not at every text a catalog lacks', () => {
    const own = french({ 'Invalid role: {role}': ['Rôle invalide : ', ['role']] });
    translateSourceText(own, 'Invalid role: Admin');
    const keys = vi.spyOn(Object, 'keys');
    for (const text of ['Invalid role: Guest', 'Not a template', 'Nor this']) translateSourceText(own, text);
    expect(keys).not.toHaveBeenCalled();
  });

  it('finds a template of a catalog loaded after the first look', () => {
    const own = french({ 'Invalid role: {role}': ['Rôle invalide : ', ['role']] });
    expect(translateSourceText(own, 'Invalid page: 7')).toBe('Invalid page: 7');
    own.load('fr', { 'Invalid page: {page}': ['Page invalide : ', ['page']] } as never);
    expect(translateSourceText(own, 'Invalid page: 7')).toBe('Page invalide : 7');
  });

  it("follows the app's language: another language's templates after a switch", async () => {
    await activateLanguage('fr');
    const templateInFrench = translateSourceText(i18n, 'Invalid role: Guest');
    await activateLanguage('rw');
    expect(translateSourceText(i18n, 'Invalid role: Guest')).not.toBe(templateInFrench);
  });
});
