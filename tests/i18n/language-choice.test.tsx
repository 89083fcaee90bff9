import { LANGUAGE_OFFERS } from '@contracts/languages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { renderApp } from '../support/render-app';

const CHOICE_KEY = 'hub.language';

/** A choice stored by an earlier visit (another tab, as far as this page's cached choice knows). */
function storeChoice(language: string) {
  localStorage.setItem(CHOICE_KEY, language);
  window.dispatchEvent(new StorageEvent('storage', { key: CHOICE_KEY, storageArea: localStorage }));
}

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The switcher and the first visit's offer, in the real app (every route and layout), in memory. */
describe('choosing a language', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it('the switcher moves the page to its French address and French texts, and keeps the choice', async () => {
    browserPrefers('en-GB');
    const { router, user } = await renderApp('/login');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login');
    const switcher = screen.getAllByRole('list', { name: 'Language' })[0]!;
    const french = within(switcher).getByRole('link', { name: 'Français' });
    expect(french.getAttribute('href')).toBe('/fr/login');
    await user.click(french);
    await waitFor(() => expect(router.state.location.publicHref).toBe('/fr/login'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Se connecter'));
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(CHOICE_KEY)).toBe('fr');
    const back = within(screen.getAllByRole('list', { name: 'Langue' })[0]!).getByRole('link', {
      name: 'English',
    });
    expect(back.getAttribute('href')).toBe('/login');
  }, 30_000);

  it('a first visit whose browser prefers French is offered it in French, without a redirect', async () => {
    browserPrefers('fr-RW', 'en');
    const { router, user } = await renderApp('/login');
    const offer = await screen.findByRole('complementary', { name: 'Français' });
    expect(router.state.location.publicHref).toBe('/login');
    expect(within(offer).getByText(LANGUAGE_OFFERS.fr)).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/login');
    await user.click(within(offer).getByRole('button', { name: 'Keep this language' }));
    expect(screen.queryByRole('complementary', { name: 'Français' })).toBeNull();
    expect(localStorage.getItem(CHOICE_KEY)).toBe('en');
  }, 30_000);

  it('accepting the offer switches the page in place', async () => {
    browserPrefers('sw-KE');
    const { router, user } = await renderApp('/login');
    const offer = await screen.findByRole('complementary', { name: 'Kiswahili' });
    await user.click(within(offer).getByRole('link', { name: 'Kiswahili' }));
    await waitFor(() => expect(router.state.location.publicHref).toBe('/sw/login'));
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(CHOICE_KEY)).toBe('sw');
    expect(screen.queryByRole('complementary', { name: 'Kiswahili' })).toBeNull();
  }, 30_000);

  it('no offer for a browser in English, nor once a language was chosen', async () => {
    browserPrefers('en-US');
    const first = await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();
    browserPrefers('rw');
    storeChoice('en');
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Ikinyarwanda' })).toBeNull();
  }, 30_000);
});
