import { messages } from '@contracts/users';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { createDeferredActors } from '../support/deferred-actors';
import { loginOk, MEMBER } from '../support/models/sign-in.model';
import { preloadSignedInAreas, renderApp } from '../support/render-app';

preloadSignedInAreas();

/**
 * The sign-in goes on at the page's language's addresses: from /fr/login to /fr/otp (the French code
 * form, not the English one at /otp), then to the member area, which follows the choice.
 */
describe('sign-in from a French page', () => {
  afterAll(() => activateLanguage('en'));

  it('/fr/login → /fr/otp?redirect=… in French → the requested page', async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    const { router, user } = await renderApp('/fr/login?redirect=%2Fnotifications', {
      actors: { signIn: deferred.actors as never },
    });
    await user.type(await screen.findByLabelText('E-mail'), MEMBER);
    await user.type(screen.getByLabelText('Mot de passe'), 'MemberPass#2024');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await act(async () => deferred.settle(loginOk(MEMBER, 'Member')));
    await waitFor(() => expect(router.state.location.publicHref).toBe('/fr/otp?redirect=%2Fnotifications'));
    await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre connexion' });
    expect(document.documentElement.lang).toBe('fr');

    await user.type(screen.getByLabelText('Saisissez le code à usage unique'), '012345');
    await user.click(screen.getByRole('button', { name: 'Vérifier le code' }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.verifyCode',
        output: { message: messages.otpVerified, token: 'session-1' },
      }),
    );
    await waitFor(() => expect(router.state.location.publicHref).toBe('/notifications'));
    expect(document.documentElement.lang).toBe('fr');
  }, 30_000);
});
