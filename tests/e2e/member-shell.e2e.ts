import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const { openPage, allowProblems } = setupBrowser();

describe('the member area in Chromium against the real server', () => {
  // The admin account (any session opens the member area): the sign-in model paths spend the member's
  // failed-login budget on the shared e2e server.
  it('shell and dashboard, live badges, the header search, /notifications, and Logout revokes the token', async () => {
    const entry = await openPage('/login');
    const { page } = entry;
    await signIn(page, 'admin@hub.example', 'AdminPass#2024');
    await page.waitForURL(/\/Admindashboard$/);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Member sections' });
    // The seed's events include upcoming ones: their badge is a live count.
    await sidebar.getByRole('img', { name: /upcoming events?$/ }).waitFor();
    await page.getByRole('region', { name: 'Recent Projects' }).getByText('No projects yet.').waitFor();
    await expectAccessible(page);

    const box = page.getByRole('combobox', { name: 'Search a resource or project' });
    await box.fill('firewall');
    await page.getByRole('option', { name: /Firewall Rules for Small Offices/ }).waitFor();
    await expectAccessible(page);
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expectAccessible(page);

    const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    const status = await page.evaluate(
      async (old) => (await fetch('/api/users/me', { headers: { Authorization: `Bearer ${old}` } })).status,
      token,
    );
    expect(status).toBe(401);
    // That last call, and the shell's calls in flight when the session ended, are answered 401.
    allowProblems(entry, /401/);
  });
});
