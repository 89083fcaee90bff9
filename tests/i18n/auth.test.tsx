import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pager } from '@/components/ui/pager';
import { activateLanguage } from '@/i18n/catalogs';
import { createDeferredActors } from '../support/deferred-actors';
import { loginOk, MEMBER } from '../support/models/sign-in.model';
import { preloadSignedInAreas, renderApp } from '../support/render-app';
import { renderView } from '../support/render-view';

/**
 * The sign-in pages (at their French addresses), the site's frame and the UI kit in French: their own
 * texts are translated. (The first render of the app is cold, hence the longer timeouts.)
 */
preloadSignedInAreas();

describe('auth pages, site layout and UI kit in French', () => {
  beforeAll(() => activateLanguage('fr'), 60_000);
  afterAll(() => activateLanguage('en'));

  it('/login: the form, the links and the site header', async () => {
    await renderApp('/fr/login');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Se connecter');
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    expect(screen.getByText('Mot de passe oublié ?')).toBeTruthy();
    expect(screen.getByText(/Vous n’avez pas de compte/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeTruthy();
    expect(screen.getAllByText('Accueil').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Don't have an account/)).toBeNull();
    expect(screen.queryByText('Forgot password?')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  }, 30_000);

  it("each form posts to its page's French address (the server answers a form sent without scripts in it)", async () => {
    await renderApp('/fr/login');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('#login-form')?.getAttribute('action')).toBe('/fr/login');
    cleanup();
    await renderApp('/fr/signup');
    await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    expect(document.querySelector('main form')?.getAttribute('action')).toBe('/fr/signup');
    cleanup();
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(document.querySelector('#login-form')?.getAttribute('action')).toBe('/login');
  }, 30_000);

  it('/signup: labels, options and the provider notes', async () => {
    await renderApp('/fr/signup');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Créer un compte');
    expect(screen.getByLabelText('Prénom')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Femme' })).toBeTruthy();
    expect(screen.getByText('Continuer avec GitHub')).toBeTruthy();
    expect(screen.queryByText('Create an Account')).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
  }, 30_000);

  it('/otp: the code form and the security tips', async () => {
    await renderApp('/fr/otp');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Vérifiez votre connexion');
    expect(screen.getByLabelText('Saisissez le code à usage unique')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conseils de sécurité' })).toBeTruthy();
    expect(screen.queryByText('Verify your sign-in')).toBeNull();
  }, 30_000);

  it('a sign-in from /fr/login goes on at /fr/otp, in French', async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    const { user, router } = await renderApp('/fr/login', { actors: { signIn: deferred.actors as never } });
    await user.type(await screen.findByLabelText('E-mail'), MEMBER);
    await user.type(screen.getByLabelText('Mot de passe'), 'MemberPass#2024');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await act(async () => deferred.settle(loginOk(MEMBER, 'Member')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(router.state.location.publicHref).toBe('/fr/otp');
    expect(
      await screen.findByLabelText('Saisissez le code à usage unique', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Verify your sign-in')).toBeNull();
  }, 30_000);

  it("the kit's pager", async () => {
    await activateLanguage('fr');
    await renderView(<Pager label="Pages" variant="prevNext" page={2} pageCount={3} onGoto={() => {}} />);
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeTruthy();
    expect(screen.queryByText('Next')).toBeNull();
  });
});
