import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLanguage, rememberLanguage } from '@/i18n/page-language';

afterEach(() => vi.restoreAllMocks());

const choiceReads = () => {
  const getItem = vi.spyOn(Storage.prototype, 'getItem');
  return () => getItem.mock.calls.filter(([key]) => key === 'hub.language').length;
};

describe("the visitor's choice of language", () => {
  it('is read from storage once, then kept', () => {
    localStorage.setItem('hub.language', 'rw');
    window.dispatchEvent(new StorageEvent('storage', { key: 'hub.language' }));
    const reads = choiceReads();
    expect(chosenLanguage()).toBe('rw');
    expect(chosenLanguage()).toBe('rw');
    expect(reads()).toBe(1);
  });

  it('follows rememberLanguage without reading storage again', () => {
    const reads = choiceReads();
    rememberLanguage('sw');
    expect(chosenLanguage()).toBe('sw');
    expect(reads()).toBe(0);
    expect(localStorage.getItem('hub.language')).toBe('sw');
  });

  it("is read again after another tab's change (a storage event)", () => {
    rememberLanguage('fr');
    localStorage.setItem('hub.language', 'rw');
    expect(chosenLanguage()).toBe('fr');
    window.dispatchEvent(new StorageEvent('storage', { key: 'hub.language', newValue: 'rw' }));
    expect(chosenLanguage()).toBe('rw');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(chosenLanguage()).toBeUndefined();
  });

  it('another key changing keeps the choice', () => {
    rememberLanguage('fr');
    const reads = choiceReads();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(chosenLanguage()).toBe('fr');
    expect(reads()).toBe(0);
  });
});
