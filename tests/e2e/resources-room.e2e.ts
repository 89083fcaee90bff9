import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';
import { signIn, signUpMember } from './support/sign-in';

const { openPage, baseUrl } = setupBrowser();

/** A 4×4 navy PNG (sharp decodes it; the server stores it as WebP). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNgVfeBIwbiOAC+xAeBSe0njQAAAABJRU5ErkJggg==',
  'base64',
);

const heart = (page: Page, title: string) => page.getByRole('button', { name: `Like ${title}` });

describe('the resources room in Chromium against the real server', () => {
  it('an admin adds a resource with an icon; a visitor finds it under its subcategory, likes it after signing in, and the count survives a reload', async () => {
    const title = `Session tokens done right ${Date.now()}`;
    const material = `${baseUrl}/resources-room`;
    // The member who likes it later: an account of this test's own (the browser tests share one server).
    const member = { email: `room-${Date.now()}@hub.example`, password: 'Kigali#Hub2024!' };
    await signUpMember((await openPage('/')).page, member.email, member.password);

    // The admin adds it on /add-resource.
    const admin = await openPage('/login');
    await signIn(admin.page, 'admin@hub.example', 'AdminPass#2024');
    await admin.page.waitForURL(/\/Admindashboard$/);
    await admin.page.goto('/resources');
    await admin.page.getByRole('link', { name: 'Add new resource' }).click();
    await admin.page.waitForURL(/\/add-resource$/);
    await admin.page.getByLabel('Resource title').fill(title);
    await admin.page
      .getByLabel('Upload resource icon')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png });
    await admin.page.getByRole('img', { name: 'Preview of the upload resource icon' }).waitFor();
    await admin.page.getByLabel('Category', { exact: true }).selectOption('Cyber Security');
    await admin.page.getByLabel('Subcategory').selectOption('Authentication & Authorization');
    await admin.page.getByLabel('Material URL').fill(material);
    await expectAccessible(admin.page);
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.waitForURL(/\/resources$/);
    await admin.page.getByRole('cell', { name: title, exact: true }).waitFor();

    // A visitor finds it under its subcategory (the name survives the URL round trip).
    const visitor = await openPage('/resources-room/categories');
    const { page } = visitor;
    await page.getByRole('link', { name: 'Authentication & Authorization' }).click();
    await page.waitForURL(/\/resources-room\/categories\/Authentication%20%26%20Authorization$/);
    await page
      .getByRole('heading', { level: 1, name: 'RESULTS FOR Authentication & Authorization' })
      .waitFor();
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/api\/uploads\//);
    expect(await heart(page, title).textContent()).toContain('0 likes');
    await expectAccessible(page);

    // Opening the material (a new tab) counts a view.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('link', { name: title }).click(),
    ]);
    await tab.close();
    await expect.poll(() => card.textContent()).toContain('1 view');

    // The heart sends a visitor to sign in, and back to the same resource.
    await heart(page, title).click();
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, member.email, member.password);
    await page.waitForURL(/\/resources-room\/categories\/Authentication%20%26%20Authorization#resource-/);
    await expect.poll(() => heart(page, title).getAttribute('aria-pressed')).toBe('false');
    await heart(page, title).click();
    await expect.poll(() => heart(page, title).getAttribute('aria-busy')).toBe('false');
    expect(await heart(page, title).getAttribute('aria-pressed')).toBe('true');
    expect(await heart(page, title).textContent()).toContain('1 like');

    await page.reload();
    await expect.poll(() => heart(page, title).getAttribute('aria-pressed')).toBe('true');
    expect(await heart(page, title).textContent()).toContain('1 like');
  });

  it("shows 'UI/UX Design' decoded from its address, and the spec's empty text for it and for an unknown name", async () => {
    const { page } = await openPage('/resources-room/categories/UI%2FUX%20Design');
    await page.getByRole('heading', { level: 1, name: 'RESULTS FOR UI/UX Design' }).waitFor();
    await page.getByText('No resources found for this subcategory.').waitFor();
    await page.goto('/resources-room/categories/%E2%9C%93%20Nothing%20here');
    await page.getByRole('heading', { level: 1, name: 'RESULTS FOR ✓ Nothing here' }).waitFor();
    await page.getByText('No resources found for this subcategory.').waitFor();
  });

  it('the room home: its navigation, TRUSTED BY and the most liked list in two columns', async () => {
    const { page } = await openPage('/resources-room');
    const nav = page.getByRole('navigation', { name: 'Resources room' });
    await nav.getByRole('link', { name: 'HOME' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'HOME',
      'ALL RESOURCES',
      'CATEGORIES',
      'CONTACTS',
    ]);
    expect(await nav.getByRole('link', { name: 'CONTACTS' }).getAttribute('href')).toBe('/resources-room');
    await page.getByRole('heading', { name: 'TRUSTED BY' }).waitFor();
    const list = page.getByRole('list', { name: 'Most liked resources by vistors' });
    await list.getByRole('article').first().waitFor();
    const titles = await list.getByRole('article').getByRole('link').allTextContents();
    expect(titles.length).toBeLessThanOrEqual(10);
    expect(new Set(titles.map((t) => t.trim().toLowerCase())).size).toBe(titles.length);
    expect(
      await list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length),
    ).toBe(2);
    await expectAccessible(page);
  });
});
