import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { patiently } from './support/patience';
import { signIn, signUpMember } from './support/sign-in';

const { openPage } = setupBrowser();

/**
 * A form left mid-way keeps its draft on the device (machines/draft.machine.ts, src/device/drafts.ts), in
 * Chromium against the real server, as a member of its own: the profile's draft comes back after a reload
 * with its notice and 'Discard draft' returns to the saved profile; a new project's draft survives leaving
 * the page and is gone once the project is saved. (The admin forms are the same machine: jsdom covers them.)
 */

/** The draft kept under `key` on the account shelf (IndexedDB `hub-account`), or undefined. */
function keptDraft(page: Page, key: string) {
  return page.evaluate(async (key) => {
    // Opening a database that does not exist would create it without its store: only read one that exists.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'hub-account')) return undefined;
    return new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('hub-account');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('kept')) {
          db.close();
          resolve(undefined);
          return;
        }
        const request = db.transaction('kept', 'readonly').objectStore('kept').get(key);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          db.close();
          resolve(request.result);
        };
      };
    });
  }, key);
}

/** Waits until the draft under `key` holds values matching `values` (it is written after a pause in the typing). */
async function draftKept(page: Page, key: string, values: Record<string, unknown>) {
  await patiently(
    `No draft ${key} with ${JSON.stringify(values)}`,
    async () => {
      const kept = (await keptDraft(page, key)) as { values?: Record<string, unknown> } | undefined;
      const holds =
        kept?.values && Object.entries(values).every(([field, value]) => kept.values![field] === value);
      return holds ? true : undefined;
    },
    100,
  );
}

describe('drafts in Chromium against the real server', () => {
  it('the profile draft survives a reload and is discarded back to the saved profile; a new project draft survives leaving the page and goes once saved', async () => {
    const stamp = Date.now();
    const email = `drafts-${stamp}@example.com`;
    const password = 'Kigali#Hub2024!';
    const { page } = await openPage('/login');
    await signUpMember(page, email, password);
    await signIn(page, email, password);
    await page.waitForURL(/\/dashboard$/);

    // A saved profile to come back to (by the API: the form's own save is another test's).
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const saved = await page.request.put('/api/members/me', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: `Teta Kalisa ${stamp}`,
        role: 'Energy data analyst',
        bio: 'Maps the sun over Kigali.',
        imageUrl: '',
        contacts: { linkedin: '', github: '', twitter: '', telegram: '' },
        education: {
          degree: 'BSc Physics',
          institution: 'University of Rwanda',
          description: '',
          imageUrl: '',
        },
        skills: [],
      },
    });
    expect(saved.ok()).toBe(true);

    // Two fields typed, the page reloaded: they are back, and the notice says so.
    await page.goto('/dashboard/edit-profile');
    await expect.poll(() => page.getByLabel('Role/Position').inputValue()).toBe('Energy data analyst');
    expect(await page.getByText(/^Draft restored from/).count()).toBe(0);
    await page.getByLabel('Role/Position').fill('Solar engineer');
    await page.getByLabel('Bio').fill('Half-written bio');
    const profileKey = `${email}|draft:profile`;
    await draftKept(page, profileKey, { role: 'Solar engineer', bio: 'Half-written bio' });
    await page.reload();
    await page.getByText(/^Draft restored from/).waitFor();
    expect(await page.getByLabel('Role/Position').inputValue()).toBe('Solar engineer');
    expect(await page.getByLabel('Bio').inputValue()).toBe('Half-written bio');
    expect(await page.getByLabel('Full Name').inputValue()).toBe(`Teta Kalisa ${stamp}`);

    // Discard: the saved profile's values, no notice, and nothing kept for the next visit.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => page.getByLabel('Role/Position').inputValue()).toBe('Energy data analyst');
    expect(await page.getByLabel('Bio').inputValue()).toBe('Maps the sun over Kigali.');
    expect(await page.getByText(/^Draft restored from/).count()).toBe(0);
    await expect.poll(() => keptDraft(page, profileKey)).toBeUndefined();
    await page.reload();
    await expect.poll(() => page.getByLabel('Bio').inputValue()).toBe('Maps the sun over Kigali.');
    expect(await page.getByText(/^Draft restored from/).count()).toBe(0);

    // A new project: a title typed, another page at once (a link in the sidebar, before the typing's pause
    // has passed: the draft is kept as the form's page goes), back: the draft is there.
    const title = `Rain Gauge ${stamp}`;
    await page.goto('/dashboard/projects/new');
    await page.getByRole('heading', { level: 1, name: 'Add new project' }).waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.waitForURL(/\/dashboard$/);
    const projectKey = `${email}|draft:project`;
    await draftKept(page, projectKey, { title });
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Add new project' }).waitFor();
    await page.getByText(/^Draft restored from/).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(title);

    // Saved: the draft is gone; the form opens empty, with no notice.
    await page.getByLabel('Description').fill('Counts the rain on the roof');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/projects$/);
    await expect.poll(() => keptDraft(page, projectKey)).toBeUndefined();
    await page.goto('/dashboard/projects/new');
    await page.getByRole('heading', { level: 1, name: 'Add new project' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    // The draft is read when the form opens: give it the time to come back, were it there.
    await page.waitForTimeout(500);
    expect(await page.getByText(/^Draft restored from/).count()).toBe(0);
    expect(await page.getByLabel('Title').inputValue()).toBe('');
  });
});
