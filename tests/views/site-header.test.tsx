import type { SessionUser } from '@machines/session.machine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { answerPublishedProjects } from '../support/published-projects-api';
import { renderApp } from '../support/render-app';

type Role = 'Member' | 'Admin';

/** A stored session of `role` that the server confirms; logout and the session's end are recorded. */
function signedInAs(role: Role) {
  const email = role === 'Admin' ? 'admin@hub.example' : 'member@hub.example';
  for (const [key, value] of Object.entries({ token: 'session-token', email, role, stage: 'session' }))
    localStorage.setItem(key, value);
  const revoked = vi.fn();
  type Input = { token: string | null };
  return {
    email,
    revoked,
    actors: {
      session: {
        confirmSession: fromPromise<SessionUser | null, Input>(async () => ({
          email,
          role,
        })),
        revokeSession: fromPromise<void, Input>(async () => {
          revoked();
        }),
        watchSessionEnd: fromPromise<void, Input>(() => new Promise<void>(() => {})),
      },
    },
  };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const mobilePanel = () => document.getElementById('mobile-menu') as HTMLElement;

describe('the header, signed out', () => {
  it("shows 'Sign In' (to /signup) and no Logout", async () => {
    await renderApp('/');
    const signIn = await within(mainNav()).findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/signup');
    expect(within(mainNav()).queryByRole('button', { name: /Logout/ })).toBeNull();
  });

  it('the mobile menu has every entry of the navigation bar and the languages, ending with Sign In', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = mobilePanel();
    expect(panel.hidden).toBe(false);
    await within(panel).findByRole('link', { name: 'Sign In' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['AboutHub', '/abouthub'],
      ['Blog', '/blog'],
      ['Hub Information', '/hub-information'],
      ['Members', '/members'],
      ['Projects', '/projects'],
      ['User Dashboard', '/dashboard'],
      ['Resources Room', '/resources-room'],
      ['English', '/'],
      ['Français', '/fr'],
      ['Ikinyarwanda', '/rw'],
      ['Kiswahili', '/sw'],
      ['Sign In', '/signup'],
    ]);
  });
});

describe.each([
  ['Member', 'Dashboard', '/dashboard'],
  ['Admin', 'Admin', '/Admindashboard'],
] as const)('the header, signed in as %s', (role, area, areaPath) => {
  it(`shows the avatar and address, ${area} and Logout instead of 'Sign In'`, async () => {
    const { email, actors } = signedInAs(role);
    await renderApp('/', { actors });
    const nav = mainNav();
    expect((await within(nav).findByRole('link', { name: area })).getAttribute('href')).toBe(areaPath);
    expect(within(nav).getByText(email)).toBeTruthy();
    expect(within(nav).getByTitle(email).textContent).toContain(email.charAt(0).toUpperCase());
    expect(within(nav).getByRole('button', { name: `Logout ${email}` })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it(`the mobile menu ends with the address, ${area} and Logout`, async () => {
    const { email, actors } = signedInAs(role);
    const { user } = await renderApp('/', { actors });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = mobilePanel();
    expect((await within(panel).findByRole('link', { name: area })).getAttribute('href')).toBe(areaPath);
    expect(within(panel).getByText(email)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: `Logout ${email}` })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});

describe('Logout from the header', () => {
  it('revokes the session, goes to /login and shows Sign In again', async () => {
    const { email, actors, revoked } = signedInAs('Member');
    const { user, router } = await renderApp('/projects', { actors });
    await user.click(await within(mainNav()).findByRole('button', { name: `Logout ${email}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(await within(mainNav()).findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('from the mobile menu, closes the menu and logs out', async () => {
    const { email, actors, revoked } = signedInAs('Admin');
    const { user, router } = await renderApp('/', { actors });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await within(mobilePanel()).findByRole('button', { name: `Logout ${email}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('focus after a client-side navigation', () => {
  answerPublishedProjects();

  it("moves to the new page's main heading and announces it", async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Empowering Developers, Driving Innovation.' });
    await user.click(within(mainNav()).getByRole('link', { name: 'Projects' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Explore our Projects' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.getElementById('route-announcer')?.getAttribute('aria-live')).toBe('polite');
    expect(document.getElementById('route-announcer')?.textContent).toBe('Explore our Projects');
  });

  it('stays where it is on the first page load', async () => {
    await renderApp('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Explore our Projects' });
    expect(document.activeElement).toBe(document.body);
    expect(document.getElementById('route-announcer')?.textContent).toBe('');
  });
});
