import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { signInMachine } from '@machines/sign-in.machine';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { holdSubmitsUntilStarted, type SubmitHold } from '@/app/hold-submits';
import { dropHeldSubmission } from '@/lib/held-submit';
import { forgotPasswordWith } from '@/screens/auth/forgot-password/forgot-password.machine';
import { ForgotPasswordView } from '@/screens/auth/forgot-password/forgot-password.view';
import { LoginView } from '@/screens/auth/login/login.view';
import { signupWith } from '@/screens/auth/signup/signup.machine';
import { SignupView } from '@/screens/auth/signup/signup.view';
import { type HireUsNetwork, hireUsWith } from '@/screens/public/hire-us/hire-us.machine';
import { HireUsView } from '@/screens/public/hire-us/hire-us.view';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';

/**
 * A form sent while the page's scripts load is held by the entry (src/app/hold-submits.ts) and sent once
 * the app has started: through the form's own machine, once, with what was typed. Each case builds the
 * page as the build does (the view's server render, no React behind it), types into it and sends it with
 * the entry's hold in place, then starts the app on that HTML: hydrated, or rendered anew over it (a form
 * the app replaced), and tells the hold the app has started, as the entry does.
 */

const user = userEvent.setup();
let hold: SubmitHold | undefined;
afterEach(() => {
  hold?.started();
  hold = undefined;
  dropHeldSubmission();
  document.body.replaceChildren();
});

/** Tells `onCommitted` once its commit is on screen, as the app's root does (src/app/app-root.tsx). */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}

/**
 * The view inside a bare router (its links), at `url`, loaded, followed as in the app's root by what tells
 * the entry that the app has started: once the first commit is on screen, which the router's content (a
 * Suspense boundary, hydrated in a later commit) may not be yet. Not in StrictMode, whose second mount in
 * development would start each machine again from where it was: a visitor's build mounts once.
 */
async function appAt(ui: ReactNode, url: string, onCommitted?: () => void) {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router as never} />
      {onCommitted && <Committed onCommitted={onCommitted} />}
    </I18nProvider>
  );
}

/** The page as the build prerenders it, in the document, with the entry holding its submissions. */
async function prerendered(ui: ReactNode, url: string): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(await appAt(ui, url));
  hold = holdSubmitsUntilStarted();
  return container;
}

/** The app takes the page over (hydrating it, or rendering over it); the entry hears it has started. */
async function startApp(ui: ReactNode, url: string, container: HTMLElement, how: 'hydrate' | 'replace') {
  const app = await appAt(ui, url, () => hold?.started());
  await act(async () => {
    render(app, { container, hydrate: how === 'hydrate' });
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const heldNotice = () => document.querySelector('[data-page-notice="held"]');
/** The held notice's text, once it is in the page as a polite announcement (what assistive technology reads). */
const announced = async () => {
  await waitFor(() => expect(heldNotice()?.getAttribute('role')).toBe('status'));
  await waitFor(() => expect(heldNotice()?.textContent).not.toBe(''));
  return heldNotice()?.textContent;
};

function signInActor(deferred: DeferredActors) {
  return createActor(
    signInMachine.provide({
      actors: deferred.actors as never,
      actions: { storePendingSignIn: () => {}, showCodeStep: () => {} },
    }),
    { input: { pending: null } },
  ).start();
}

describe('a form sent before the app has started is sent once it has', { timeout: 30_000 }, () => {
  it('/login: the sign-in gets what was typed, once, and the notice said so until then', async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    const signIn = signInActor(deferred);
    const view = <LoginView signIn={signIn} search={{}} />;
    const page = await prerendered(view, '/login');
    await user.type(field('Email'), 'member@hub.example');
    await user.type(field('Password'), 'MemberPass#2024{Enter}');

    expect(await announced()).toBe('Signing in as soon as the page has loaded…');
    expect(deferred.inputs.submitLogin).toEqual([]);

    await startApp(view, '/login', page, 'hydrate');
    expect(deferred.inputs.submitLogin).toEqual([
      { email: 'member@hub.example', password: 'MemberPass#2024' },
    ]);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeTruthy();
    expect(heldNotice()).toBeNull();

    // Sent once for good: the same form opened again later (another visit to /login) sends nothing.
    document.body.replaceChildren();
    await act(async () => {
      render(await appAt(<LoginView signIn={signIn} search={{}} />, '/login'));
    });
    expect(deferred.inputs.submitLogin).toHaveLength(1);
  });

  it('/login: pressed again and again while held, it is still sent once', async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    const view = <LoginView signIn={signInActor(deferred)} search={{}} />;
    const page = await prerendered(view, '/login');
    await user.type(field('Email'), 'member@hub.example');
    await user.type(field('Password'), 'MemberPass#2024');
    const login = screen.getByRole('button', { name: 'Login' });
    await user.click(login);
    await user.click(login);
    await user.type(field('Password'), '{Enter}');
    expect(document.querySelectorAll('[data-page-notice]')).toHaveLength(1);

    await startApp(view, '/login', page, 'hydrate');
    expect(deferred.inputs.submitLogin).toHaveLength(1);
  });

  it('/signup, a form the app rendered anew over the prerendered one: found again by its id, sent once with every value typed', async () => {
    const deferred = createDeferredActors(['submitSignup']);
    const view = (
      <SignupView
        signIn={signInActor(createDeferredActors([]))}
        logic={signupWith(deferred.actors as never)}
      />
    );
    const page = await prerendered(view, '/signup');
    const prerenderedForm = page.querySelector('form');
    await user.type(field('First name'), 'Aline');
    await user.type(field('Last name'), 'Uwase');
    await user.type(field('Email'), 'aline@example.com');
    await user.type(field('Phone number'), '+250788123456');
    await user.selectOptions(field('Gender'), 'female');
    await user.type(field('Password'), 'Kigali#Hub2024!');
    await user.type(field('Confirm password'), 'Kigali#Hub2024!');
    await user.click(field('I agree to the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await announced()).toBe('Signing up as soon as the page has loaded…');

    await startApp(view, '/signup', page, 'replace');
    // Not the same element: the one the app rendered, with the same id.
    expect(page.querySelector('form')).not.toBe(prerenderedForm);
    expect(deferred.inputs.submitSignup).toEqual([
      {
        firstName: 'Aline',
        lastName: 'Uwase',
        email: 'aline@example.com',
        password: 'Kigali#Hub2024!',
        gender: 'female',
        phone: '+250788123456',
        role: 'Member',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
    expect(heldNotice()).toBeNull();
  });

  it('/signup: held values the rules refuse show their errors as a submit would, focus on the first, nothing sent', async () => {
    const deferred = createDeferredActors(['submitSignup']);
    const view = (
      <SignupView
        signIn={signInActor(createDeferredActors([]))}
        logic={signupWith(deferred.actors as never)}
      />
    );
    const page = await prerendered(view, '/signup');
    await user.type(field('First name'), 'Aline');
    await user.type(field('Email'), 'aline@');
    await user.click(field('I agree to the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await startApp(view, '/signup', page, 'hydrate');
    expect(deferred.inputs.submitSignup).toEqual([]);
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Last name')));
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });

  it('/forgot-password: the reset link is asked for once, for the address typed', async () => {
    const deferred = createDeferredActors(['requestResetLink']);
    const view = <ForgotPasswordView logic={forgotPasswordWith(deferred.actors as never)} />;
    const page = await prerendered(view, '/forgot-password');
    await user.type(field('Email'), 'member@hub.example{Enter}');
    expect(await announced()).toBe('Sending as soon as the page has loaded…');

    await startApp(view, '/forgot-password', page, 'hydrate');
    expect(deferred.inputs.requestResetLink).toEqual([{ email: 'member@hub.example' }]);
    expect(heldNotice()).toBeNull();
  });

  it.each([
    ['hydrated', 'hydrate'],
    ['rendered anew over the prerendered one', 'replace'],
  ] as const)(
    '/hire-us, %s: the inquiry goes once, with what was typed before the app ran',
    async (_, how) => {
      // The outbox's send of inquiries kept on an earlier visit is still under way as the page opens.
      const deferred = createDeferredActors(['submitInquiry', 'sendKeptInquiries']);
      const view = <HireUsView logic={hireUsWith(deferred.actors as unknown as HireUsNetwork)} />;
      const page = await prerendered(view, '/hire-us');
      const values = {
        email: 'nadia@kivu.example',
        first_name: 'Nadia',
        last_name: 'Uwera',
        company_name: 'Kivu Logistics',
        job_title: 'Operations lead',
        message: 'We need a booking system.',
      };
      await user.type(field(/Email/), values.email);
      await user.type(field(/First name/), values.first_name);
      await user.type(field(/Last name/), values.last_name);
      await user.type(field(/Company name/), values.company_name);
      await user.type(field(/Job title/), values.job_title);
      await user.selectOptions(field(/Country/), 'Rwanda');
      await user.type(field(/Message/), values.message);
      await user.click(field(/I agree to the terms/));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await announced()).toBe('Sending your inquiry as soon as the page has loaded…');

      await startApp(view, '/hire-us', page, how);
      expect(deferred.inputs.submitInquiry).toHaveLength(1);
      expect(deferred.inputs.submitInquiry?.[0]).toMatchObject({
        inquiry: { ...values, country: 'Rwanda', consent: true },
      });
      expect(screen.getByRole('button', { name: 'Submitting...' })).toBeTruthy();
      expect(heldNotice()).toBeNull();
    },
  );

  it("the app's first commit may come before its form is hydrated: the notice stays until the form sends it", async () => {
    const deferred = createDeferredActors(['requestResetLink']);
    const view = <ForgotPasswordView logic={forgotPasswordWith(deferred.actors as never)} />;
    const page = await prerendered(view, '/forgot-password');
    await user.type(field('Email'), 'member@hub.example{Enter}');
    await announced();

    // The entry hears the app has started; the router's content hydrates after that commit.
    await act(async () => hold?.started());
    expect(heldNotice()?.textContent).toBe('Sending as soon as the page has loaded…');
    await act(async () => {
      render(await appAt(view, '/forgot-password'), { container: page, hydrate: true });
    });
    expect(deferred.inputs.requestResetLink).toEqual([{ email: 'member@hub.example' }]);
    expect(heldNotice()).toBeNull();
  });

  it('a held submission its form did not take is dropped (the visitor left the page, or it settled): the notice goes, the form opened later sends nothing', async () => {
    const deferred = createDeferredActors(['requestResetLink']);
    const view = <ForgotPasswordView logic={forgotPasswordWith(deferred.actors as never)} />;
    await prerendered(view, '/forgot-password');
    await user.type(field('Email'), 'member@hub.example{Enter}');
    await announced();
    await act(async () => hold?.started());
    expect(heldNotice()).not.toBeNull();

    // What the start does at the first navigation to another path, and once the page has settled.
    dropHeldSubmission();
    expect(heldNotice()).toBeNull();
    document.body.replaceChildren();
    await act(async () => {
      render(await appAt(view, '/forgot-password'));
    });
    expect(deferred.inputs.requestResetLink).toEqual([]);
  });

  it('a page whose app fails to start: the browser sends the held form itself, once, with its button', async () => {
    const deferred = createDeferredActors(['requestResetLink']);
    await prerendered(
      <ForgotPasswordView logic={forgotPasswordWith(deferred.actors as never)} />,
      '/forgot-password',
    );
    await user.type(field('Email'), 'member@hub.example');
    const button = screen.getByRole('button', { name: 'Send reset link' });
    await user.click(button);
    await user.click(button);

    // What reaches the window after the hold has let go is the browser's own submission (jsdom cannot
    // navigate, so it is stopped here once seen).
    const sent: { form: string; submitter: unknown }[] = [];
    const seeOwnSubmission = (event: Event) => {
      if (!event.defaultPrevented)
        sent.push({
          form: (event.target as HTMLFormElement).id,
          submitter: (event as SubmitEvent).submitter,
        });
      event.preventDefault();
    };
    window.addEventListener('submit', seeOwnSubmission);
    try {
      hold?.failed();
      hold = undefined;
      expect(sent).toEqual([{ form: 'forgot-password-form', submitter: button }]);
      expect(heldNotice()).toBeNull();
    } finally {
      window.removeEventListener('submit', seeOwnSubmission);
    }
  });
});
