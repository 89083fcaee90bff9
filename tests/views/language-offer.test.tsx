import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

/** The first visit's offer of the browser's language, on the real site (its lazy wrapper included). */
describe('the language offer', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers a first visit the page in its browser’s language; declining keeps English as the choice', async () => {
    const { user } = await renderApp('/');
    expect(await screen.findByText('Cette page existe en français.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep this language' }));
    await waitFor(() => expect(screen.queryByText('Cette page existe en français.')).toBeNull());
    expect(localStorage.getItem('hub.language')).toBe('en');
  });

  it('offers nothing once the visitor has chosen a language', async () => {
    localStorage.setItem('hub.language', 'en');
    await renderApp('/');
    // Once the offer's lazy module has arrived and React has rendered what it holds, it would show.
    await act(() => import('@/i18n/language-offer'));
    await act(async () => {});
    expect(screen.queryByText('Cette page existe en français.')).toBeNull();
  });
});
