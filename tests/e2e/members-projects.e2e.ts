import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publishedProjects } from '../fixtures/published-projects';
import { expectAccessible, setupBrowser } from './support/browser';

const { openPage, allowProblems } = setupBrowser();

/** The seeded members in their order (server/db/seed-data/members.ts). */
const seededNames = [
  'Aline Uwase',
  'Jean Claude Niyonzima',
  'Grace Mukamana',
  'Eric Habimana',
  'Diane Ingabire',
  'Patrick Mugisha',
  'Claudine Umutoni',
];

const memberCards = (page: Page) =>
  page.getByRole('region', { name: 'Member profiles' }).getByRole('heading', { level: 2 });

describe('/members against the real server', () => {
  it('pages through the 7 seeded members, 6 a page, with the page in the URL', async () => {
    const { page } = await openPage('/members');
    await expect.poll(() => memberCards(page).allTextContents()).toEqual(seededNames.slice(0, 6));
    const pager = page.getByRole('navigation', { name: 'Members pages' });
    expect(await pager.getByRole('link').allTextContents()).toEqual(['1', '2']);
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page);

    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => memberCards(page).allTextContents()).toEqual(seededNames.slice(6));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // A reload (or a shared link) keeps the page; Back returns to page 1.
    await page.reload();
    await expect.poll(() => memberCards(page).allTextContents()).toEqual(seededNames.slice(6));
    await page.goBack();
    await expect.poll(() => memberCards(page).allTextContents()).toEqual(seededNames.slice(0, 6));
  });

  it('opens a member from the grid', async () => {
    const { page } = await openPage('/members');
    await page.getByRole('link', { name: 'Grace Mukamana' }).click();
    await page.waitForURL('**/members/grace-mukamana');
    await page.getByRole('heading', { level: 1, name: 'Grace Mukamana' }).waitFor();
  });

  it("keeps the prerendered cards when their refetch fails; shows 'Failed to fetch members' in red for a page it must fetch", async () => {
    const entry = await openPage('/');
    const { page } = entry;
    let failedAnswers = 0;
    await page.route('**/api/members?**', (route) => {
      failedAnswers += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    // /members comes with its first page in the HTML, then fetches it again (a GET is tried 3 times).
    await page.goto('/members');
    await expect.poll(() => failedAnswers).toBeGreaterThanOrEqual(3);
    await page.getByRole('link', { name: 'Aline Uwase' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('link', { name: 'Page 2' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Failed to fetch members');
    expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(185, 28, 28)');
    allowProblems(entry, /status of 500/);
  });
});

describe('/members/{id}', () => {
  it('comes with the profile in its HTML and keeps it when the refetch fails', async () => {
    const entry = await openPage('/');
    const { page } = entry;
    let failedAnswers = 0;
    await page.route('**/api/members/grace-mukamana', (route) => {
      failedAnswers += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    const response = await page.goto('/members/grace-mukamana');
    expect(await response?.text()).toContain('>Grace Mukamana</h1>');
    await expect.poll(() => failedAnswers).toBeGreaterThanOrEqual(3);
    await page.getByRole('heading', { level: 1, name: 'Grace Mukamana' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Loading member...').count()).toBe(0);
    allowProblems(entry, /status of 500/);
  });

  it('shows the profile, education, contacts and skill bars', async () => {
    const { page } = await openPage('/members/aline-uwase');
    await page.getByRole('heading', { level: 1, name: 'Aline Uwase' }).waitFor();
    expect(await page.title()).toBe('Aline Uwase · Hub');
    expect(await page.getByRole('link', { name: 'Learn how to become a member' }).getAttribute('href')).toBe(
      '/signup',
    );
    const linkedin = page.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(await linkedin.getAttribute('target')).toBe('_blank');
    expect(await linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    const bars = page.getByRole('progressbar');
    expect(await bars.first().getAttribute('value')).toBe('92');
    expect(await page.getByRole('progressbar', { name: /TypeScript/ }).getAttribute('value')).toBe('87');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View more', exact: true }).click();
    await page.waitForURL('**/projects');
  });

  it("shows 'Member not found' for an unknown id", async () => {
    const entry = await openPage('/members/no-such-member');
    await entry.page.getByRole('heading', { level: 1, name: 'Member not found' }).waitFor();
    await expectAccessible(entry.page);
    allowProblems(entry, /status of 404/);
  });
});

describe('/projects', () => {
  const carousel = (page: Page) => page.getByRole('region', { name: 'Project highlights' });
  const slideTitles = (page: Page) => carousel(page).getByRole('heading', { level: 3 }).allTextContents();
  const titles = (from: number) => publishedProjects.slice(from, from + 2).map((project) => project.title);

  it('moves the carousel by mouse: arrows hide at their ends, dots jump', async () => {
    const { page } = await openPage('/projects');
    await expectAccessible(page);
    const previous = carousel(page).getByRole('button', { name: 'Previous projects' });
    const next = carousel(page).getByRole('button', { name: 'Next projects' });
    expect(await slideTitles(page)).toEqual(titles(0));
    expect(await previous.isVisible()).toBe(false);

    await next.click();
    expect(await slideTitles(page)).toEqual(titles(1));
    expect(await previous.isVisible()).toBe(true);

    await carousel(page).getByRole('button', { name: 'Show projects 6 and 7' }).click();
    expect(await slideTitles(page)).toEqual(titles(5));
    expect(await next.isVisible()).toBe(false);
    expect(await carousel(page).getByText('Showing projects 6 and 7 of 7').count()).toBe(1);

    await previous.click();
    expect(await slideTitles(page)).toEqual(titles(4));
  });

  it('moves the carousel from the keyboard', async () => {
    const { page } = await openPage('/projects');
    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slideTitles(page)).toEqual(titles(2));
    await page.keyboard.press('ArrowLeft');
    expect(await slideTitles(page)).toEqual(titles(1));

    // Tab to a dot and press Enter; ArrowRight at the end does nothing.
    await carousel(page).getByRole('button', { name: 'Show projects 5 and 6' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slideTitles(page)).toEqual(titles(5));
    expect(
      await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label')),
    ).toBe('Project highlights');
  });

  it("'View Projects' and 'Explore all projects' take the user to 'All Projects'", async () => {
    const { page } = await openPage('/projects');
    const allProjects = page.getByRole('heading', { level: 2, name: 'All Projects' });
    await page.getByRole('button', { name: 'View Projects' }).click();
    await expect.poll(() => allProjects.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => allProjects.isVisible()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Explore all projects' }).click();
    await expect.poll(() => allProjects.evaluate((element) => element === document.activeElement)).toBe(true);
    const cards = page.getByRole('region', { name: 'All Projects' }).getByRole('article');
    expect(await cards.count()).toBe(7);
  });

  it('passes axe on a phone-sized screen', async () => {
    const { page } = await openPage('/projects', { viewport: { width: 360, height: 780 } });
    await carousel(page).waitFor();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
