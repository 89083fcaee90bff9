import { tooManyInquiriesMessage, tooManyInquiriesText } from '@contracts/hire-us';
import {
  rateLimitedMessage,
  rateLimitedText,
  reactionsRateLimitedMessage,
  reactionsRateLimitedText,
} from '@contracts/messaging';
import type { Text } from '@contracts/texts';
import { tooManyUploadsMessage, tooManyUploadsText } from '@contracts/uploads';
import { tooManyAttemptsMessage, tooManyAttemptsText } from '@contracts/users';
import { i18n } from '@lingui/core';
import { signInMachine } from '@machines/sign-in.machine';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activateLanguage } from '@/i18n/catalogs';
import { translateSourceText } from '@/i18n/texts';
import { signupLogic } from '@/screens/auth/signup/signup.logic';
import { SignupView } from '@/screens/auth/signup/signup.view';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import {
  type MemberProjectFormNetwork,
  memberProjectFormWith,
} from '@/screens/member/member-project-form/member-project-form.machine';
import { MemberProjectFormView } from '@/screens/member/member-project-form/member-project-form.view';
import { type HireUsNetwork, hireUsWith } from '@/screens/public/hire-us/hire-us.machine';
import { HireUsView } from '@/screens/public/hire-us/hire-us.view';
import { createDeferredActors } from '../support/deferred-actors';
import { channelMessage, deferredChannelLogic } from '../support/messaging-fixtures';
import { MEMBER } from '../support/models/sign-in.model';
import { preloadSignedInAreas, renderApp } from '../support/render-app';
import { renderView } from '../support/render-view';

preloadSignedInAreas();

/** The server's 429 as src/api hands it to a machine: its code, its values (the wait) and its English. */
const tooMany = ({ id, message, values }: Text) => ({
  kind: 'http',
  status: 429,
  message,
  code: id,
  values,
  retryAfterSeconds: 1,
});

/**
 * The 429 texts built with a number (contracts' wait functions) are shown in the page's language with
 * the number, in the right plural: the texts catalog holds each as an ICU plural under its code, and a
 * view translates the failure's code with its values.
 */
describe('the wait texts of a 429 in French', { timeout: 30_000 }, () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it('each wait text reads back with its number, singular and plural', () => {
    const t = (text: Text) => translateSourceText(i18n, text);
    expect(t(tooManyAttemptsText(1))).toBe('Trop de tentatives. Veuillez réessayer dans 1 seconde.');
    expect(t(tooManyAttemptsText(42))).toBe('Trop de tentatives. Veuillez réessayer dans 42 secondes.');
    expect(t(tooManyInquiriesText(60))).toBe(
      'Trop de demandes depuis votre réseau. Veuillez réessayer dans 1 minute.',
    );
    expect(t(tooManyInquiriesText(3600))).toBe(
      'Trop de demandes depuis votre réseau. Veuillez réessayer dans 60 minutes.',
    );
    expect(t(rateLimitedText(1))).toBe(
      'Vous envoyez des messages trop vite. Veuillez réessayer dans 1 seconde.',
    );
    expect(t(reactionsRateLimitedText(5))).toBe(
      'Vous réagissez trop vite. Veuillez réessayer dans 5 secondes.',
    );
    expect(t(tooManyUploadsText(2))).toBe(
      'Vous envoyez des images trop vite. Veuillez réessayer dans 2 secondes.',
    );
  });

  it('in English each reads as the server wrote it, and one second is singular', async () => {
    await activateLanguage('en');
    const t = (text: Text) => translateSourceText(i18n, text);
    for (const wait of [2, 30, 600]) {
      for (const [text, message] of [
        [tooManyAttemptsText, tooManyAttemptsMessage],
        [rateLimitedText, rateLimitedMessage],
        [reactionsRateLimitedText, reactionsRateLimitedMessage],
        [tooManyUploadsText, tooManyUploadsMessage],
        [tooManyInquiriesText, tooManyInquiriesMessage],
      ] as const)
        expect(t(text(wait))).toBe(message(wait));
    }
    expect(t(tooManyAttemptsText(1))).toBe('Too many attempts. Please try again in 1 second.');
    expect(t(rateLimitedText(1))).toBe(rateLimitedMessage(1));
  });

  it('in Kinyarwanda and Swahili, with the number', async () => {
    const t = (text: Text) => translateSourceText(i18n, text);
    await activateLanguage('rw');
    expect(t(tooManyAttemptsText(1))).toContain("y'isegonda 1");
    expect(t(tooManyAttemptsText(7))).toContain("y'amasegonda 7");
    await activateLanguage('sw');
    expect(t(tooManyUploadsText(7))).toContain('sekunde 7');
    expect(t(tooManyUploadsText(7))).not.toContain('seconds');
  });

  it('/fr/login: the sign-in refused for a while', async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    const { user } = await renderApp('/fr/login', { actors: { signIn: deferred.actors as never } });
    await user.type(await screen.findByLabelText('E-mail'), MEMBER);
    await user.type(screen.getByLabelText('Mot de passe'), 'MemberPass#2024');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.submitLogin', error: tooMany(tooManyAttemptsText(1)) }),
    );
    expect(await screen.findByText('Trop de tentatives. Veuillez réessayer dans 1 seconde.')).toBeTruthy();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
  });

  it('/fr/otp: the code refused for a while', async () => {
    sessionStorage.setItem('token', 'pre-otp');
    sessionStorage.setItem('email', MEMBER);
    sessionStorage.setItem('role', 'Member');
    sessionStorage.setItem('stage', 'otp');
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    const { user } = await renderApp('/fr/otp', { actors: { signIn: deferred.actors as never } });
    await user.type(await screen.findByLabelText('Saisissez le code à usage unique'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier le code' }));
    expect(deferred.inputs.verifyCode).toHaveLength(1);
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.verifyCode', error: tooMany(tooManyAttemptsText(25)) }),
    );
    expect(await screen.findByText('Trop de tentatives. Veuillez réessayer dans 25 secondes.')).toBeTruthy();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    sessionStorage.clear();
  });

  it('/fr/signup: the sign-up refused for a while', async () => {
    const deferred = createDeferredActors(['submitSignup']);
    const signIn = createActor(signInMachine, { input: { pending: null } }).start();
    const { user } = await renderView(
      <SignupView signIn={signIn} logic={signupLogic.provide({ actors: deferred.actors as never })} />,
      { url: '/fr/signup' },
    );
    const fields: [RegExp, string][] = [
      [/^Prénom/, 'Aline'],
      [/^Nom/, 'Uwase'],
      [/^E-mail/, 'aline@example.com'],
      [/^Numéro de téléphone/, '+250788123456'],
      [/^Mot de passe/, 'Kigali#Hub2024'],
      [/^Confirmez le mot de passe/, 'Kigali#Hub2024'],
    ];
    for (const [label, value] of fields) {
      const input = screen.getAllByLabelText(label)[0]!;
      await user.click(input);
      await user.paste(value);
    }
    await user.selectOptions(screen.getByLabelText(/^Genre/), 'female');
    await user.selectOptions(screen.getByLabelText(/^Rôle/), 'Moderator');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(deferred.inputs.submitSignup).toHaveLength(1);
    await act(async () =>
      deferred.settle({
        type: 'xstate.error.actor.submitSignup',
        error: tooMany(tooManyAttemptsText(30)),
      }),
    );
    expect(await screen.findByText('Trop de tentatives. Veuillez réessayer dans 30 secondes.')).toBeTruthy();
  });

  it('/fr/hire-us: too many inquiries from the network', async () => {
    const deferred = createDeferredActors(['submitInquiry']);
    const { user } = await renderView(
      <HireUsView logic={hireUsWith(deferred.actors as unknown as HireUsNetwork)} />,
      {
        url: '/fr/hire-us',
      },
    );
    const fields: [RegExp, string][] = [
      [/^\s*E-mail/, 'a@b.co'],
      [/^\s*Prénom/, 'Ann'],
      [/^\s*Nom\s*\*?\s*$/, 'Oda'],
      [/^\s*Nom de l.entreprise/, 'Acme'],
      [/^\s*Intitulé du poste/, 'CTO'],
      [/^\s*Message/, 'Hi!'],
    ];
    for (const [label, value] of fields) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.selectOptions(screen.getByLabelText(/^\s*Pays/), 'Kenya');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(deferred.inputs.submitInquiry).toHaveLength(1);
    await act(async () =>
      deferred.settle({
        type: 'xstate.error.actor.submitInquiry',
        error: tooMany(tooManyInquiriesText(60)),
      }),
    );
    expect(
      await screen.findByText('Trop de demandes depuis votre réseau. Veuillez réessayer dans 1 minute.'),
    ).toBeTruthy();
  });

  it('the composer and the reactions of /hub-channel', async () => {
    const deferred = createDeferredActors(['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem']);
    const { user } = await renderView(<HubChannelView {...deferredChannelLogic(deferred)} />, {
      url: '/hub-channel',
    });
    const message = channelMessage('10000000-0000-4000-8000-000000000001', 'Demo day is on Friday', {
      reactions: [{ emoji: '👍', count: 1, reactedBy: ['Ada Obi'], mine: false }],
    });
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: [message], hasOlder: false, meta: { memberCount: 9 } },
      }),
    );
    await user.type(screen.getByPlaceholderText('Écrire un message…'), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.sendMessage', error: tooMany(rateLimitedText(1)) }),
    );
    const form = screen.getByRole('form', { name: /message/i });
    expect(
      within(form).getByText('Vous envoyez des messages trop vite. Veuillez réessayer dans 1 seconde.'),
    ).toBeTruthy();

    const reactions = await screen.findByRole('list', { name: /réaction/i });
    await user.click(within(reactions).getAllByRole('button')[0]!);
    await act(async () =>
      deferred.settle({
        type: 'xstate.error.actor.toggleReaction',
        error: tooMany(reactionsRateLimitedText(12)),
      }),
    );
    expect(
      await screen.findByText(/^Vous réagissez trop vite\. Veuillez réessayer dans 12 secondes\./),
    ).toBeTruthy();
    expect(screen.queryByText(/too fast/)).toBeNull();
  });

  it('an upload form (a new project) refused for uploading too fast', async () => {
    const deferred = createDeferredActors(['fetchProject', 'saveItem']);
    const logic = memberProjectFormWith(deferred.actors as unknown as MemberProjectFormNetwork);
    const { user } = await renderView(<MemberProjectFormView logic={logic} />, {
      url: '/dashboard/projects/new',
    });
    await user.type(screen.getByLabelText(/^Titre/), 'Rain Gauge');
    await user.type(screen.getByLabelText(/^Description/), 'Counts the rain');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(deferred.inputs.saveItem).toHaveLength(1);
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.saveItem', error: tooMany(tooManyUploadsText(1)) }),
    );
    expect(
      await screen.findByText('Vous envoyez des images trop vite. Veuillez réessayer dans 1 seconde.'),
    ).toBeTruthy();
  });
});
