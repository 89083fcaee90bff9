import { STILL_LOADING_ATTRIBUTE, stillLoadingMessage } from '@contracts/page-forms';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { holdSubmitsUntilStarted } from '@/app/hold-submits';
import { activateLanguage } from '@/i18n/catalogs';
import { renderApp } from '../support/render-app';

const carried = () =>
  document.querySelector(`[${STILL_LOADING_ATTRIBUTE}]`)?.getAttribute(STILL_LOADING_ATTRIBUTE);

/** Submitting a form before the app has started: the notice the entry shows is in the page's language. */
describe('the still-loading notice', { timeout: 30_000 }, () => {
  afterAll(() => activateLanguage('en'));

  it('an English page carries the English notice', async () => {
    await renderApp('/hire-us');
    await screen.findByRole('heading', { level: 1 });
    expect(carried()).toBe(stillLoadingMessage);
  });

  it('a French page carries it in French, and a held submission shows that one', async () => {
    await renderApp('/fr/hire-us');
    await screen.findByRole('heading', { level: 1 });
    const french = carried();
    expect(french).toMatch(/chargement/);
    const hold = holdSubmitsUntilStarted();
    // A form the app has not taken over yet (the app's own forms send themselves).
    const form = document.body.appendChild(document.createElement('form'));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(document.querySelector('[data-page-notice="held"]')?.textContent).toBe(french);
    hold.started();
    form.remove();
    expect(document.querySelector('[data-page-notice="held"]')).toBeNull();
  });
});
