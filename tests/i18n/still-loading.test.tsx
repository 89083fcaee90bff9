import { LANGUAGES, SOURCE_LANGUAGE } from '@contracts/languages';
import { STILL_LOADING_ATTRIBUTE, stillLoadingMessage } from '@contracts/page-forms';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { holdSubmitsUntilStarted } from '@/app/hold-submits';
import { activateLanguage } from '@/i18n/catalogs';
import { dropHeldSubmission } from '@/lib/held-submit';
import { inLanguage } from '../support/in-language';
import { renderApp } from '../support/render-app';

const carried = () =>
  document.querySelector(`[${STILL_LOADING_ATTRIBUTE}]`)?.getAttribute(STILL_LOADING_ATTRIBUTE);
const heldNotice = () => document.querySelector('[data-page-notice="held"]');

/**
 * Holds a submission of `form` as the entry does before the app has started, and returns the notice it
 * shows. The form is sent as a copy the app has not taken over (the app's own forms send themselves).
 */
async function noticeOnHolding(form: HTMLFormElement): Promise<string | null | undefined> {
  const hold = holdSubmitsUntilStarted();
  const copy = document.body.appendChild(form.cloneNode(true) as HTMLFormElement);
  try {
    copy.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(heldNotice()?.textContent).toBeTruthy());
    return heldNotice()?.textContent;
  } finally {
    hold.started();
    // Its copy is no form the app takes over: what the start does once the page has settled.
    dropHeldSubmission();
    copy.remove();
  }
}

/** Submitting a form before the app has started: the notice the entry shows is in the page's language. */
describe('the notices of a form sent before the app has started', { timeout: 60_000 }, () => {
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
    // A form that does not say how it is sent once the app runs is sent again by the person.
    expect(await noticeOnHolding(document.createElement('form'))).toBe(french);
    expect(heldNotice()).toBeNull();
  });

  const sentOnceStarted = [
    ['/login', 'login-form', 'Signing in as soon as the page has loaded…'],
    ['/signup', 'signup-form', 'Signing up as soon as the page has loaded…'],
    ['/forgot-password', 'forgot-password-form', 'Sending as soon as the page has loaded…'],
    ['/hire-us', 'inquiry-form', 'Sending your inquiry as soon as the page has loaded…'],
  ] as const;
  it.each(
    LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE).flatMap((language) =>
      sentOnceStarted.map(([path, formId, english]) => [`/${language}${path}`, formId, english] as const),
    ),
  )(
    '%s: the form the app sends once it has started says so, in the language of the page',
    async (url, formId, english) => {
      await renderApp(url);
      await screen.findByRole('heading', { level: 1 });
      const form = document.getElementById(formId);
      expect(form).toBeInstanceOf(HTMLFormElement);
      const translated = inLanguage(english);
      expect(translated).not.toBe(english);
      expect(await noticeOnHolding(form as HTMLFormElement)).toBe(translated);
    },
  );
});
