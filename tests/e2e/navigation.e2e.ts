import { disclosureMachine } from '@machines/disclosure.machine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describePath,
  type EventExecutors,
  modelPaths,
  type StateAssertions,
  walkPath,
} from '../support/model-paths';
import { expectAccessible, setupBrowser } from './support/browser';
import { browserWalker } from './support/model-walker';

const { openPage, allowProblems } = setupBrowser();

const paths = modelPaths(disclosureMachine, {
  events: [
    { type: 'panel.toggle' },
    { type: 'panel.openWithKeyboard' },
    { type: 'panel.dismiss' },
    { type: 'panel.escape' },
    { type: 'panel.navigate' },
  ],
});

/** The disclosure machine's paths, walked in Chromium for both of its uses. */
const disclosures = [
  {
    name: "the 'About Hub' dropdown",
    viewport: { width: 1280, height: 900 },
    trigger: (page: Page) => page.getByRole('button', { name: 'About Hub' }),
    panel: (page: Page) => page.locator('#about-hub-menu'),
    link: (page: Page) => page.locator('#about-hub-menu').getByRole('link', { name: 'Blog' }),
    linkPath: '/blog',
  },
  {
    name: 'the mobile menu',
    viewport: { width: 390, height: 844 },
    trigger: (page: Page) => page.getByRole('button', { name: 'Menu' }),
    panel: (page: Page) => page.locator('#mobile-menu'),
    link: (page: Page) => page.locator('#mobile-menu').getByRole('link', { name: 'Members' }),
    linkPath: '/members',
  },
];

describe.each(disclosures)('$name in Chromium', ({ viewport, trigger, panel, link, linkPath }) => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { page } = await openPage('/', { viewport });
    const states: StateAssertions = {
      closed: async () => {
        expect(await trigger(page).getAttribute('aria-expanded')).toBe('false');
        expect(await panel(page).isVisible()).toBe(false);
      },
      open: async () => {
        expect(await trigger(page).getAttribute('aria-expanded')).toBe('true');
        expect(await panel(page).isVisible()).toBe(true);
      },
    };
    const events: EventExecutors = {
      'panel.toggle': () => trigger(page).click(),
      'panel.openWithKeyboard': async () => {
        await trigger(page).focus();
        await page.keyboard.press('ArrowDown');
      },
      // A click well below the header and its panel.
      'panel.dismiss': () => page.mouse.click(10, viewport.height - 10),
      'panel.escape': async () => {
        await page.keyboard.press('Escape');
        expect(await trigger(page).evaluate((element) => element === document.activeElement)).toBe(true);
      },
      'panel.navigate': async () => {
        await link(page).click();
        await page.waitForURL((url) => url.pathname === linkPath);
      },
    };
    await walkPath(path, { states, events, walker: browserWalker });
  });
});

describe('home page', () => {
  it('shows every part of the specification and passes axe', async () => {
    const { page } = await openPage('/');
    await page
      .getByRole('heading', { level: 1, name: 'Empowering Developers, Driving Innovation.' })
      .waitFor();
    expect(await page.getByText('260k+').count()).toBe(1);
    expect(await page.getByText('job placements').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Join Us' }).getAttribute('href')).toBe('/signup');
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href'),
    ).toBe('/login');
    expect(await page.getByRole('link', { name: /View Full Profile/ }).count()).toBe(3);
    expect(await page.getByRole('link', { name: 'View All Members' }).getAttribute('href')).toBe('/members');
    expect(await page.getByRole('link', { name: 'Hire Us' }).getAttribute('href')).toBe('/hire-us');
    await expectAccessible(page);
  });

  it('is usable at 360 px wide and passes axe there', async () => {
    const { page } = await openPage('/', { viewport: { width: 360, height: 740 } });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  it("opens a member's full profile from a card", async () => {
    const { page } = await openPage('/');
    await page.getByRole('link', { name: 'View Full Profile of Aline Uwase' }).click();
    await page.waitForURL((url) => url.pathname === '/members/aline-uwase');
  });
});

describe('navigation bar', () => {
  it.each([
    ['Members', '/members'],
    ['Projects', '/projects'],
    ['Resources Room', '/resources-room'],
  ])('%s goes to %s', async (name, path) => {
    const entry = await openPage('/');
    const { page } = entry;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    // Until the resources room's routes exist, the server answers its address with 404 (the not-found page).
    if (path === '/resources-room') allowProblems(entry, /status of 404/);
  });

  it("'Sign In' goes to /signup", async () => {
    const { page } = await openPage('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
  });
});

describe('not found', () => {
  it('a reload on an unknown deep route answers 404 and shows the not-found page, which passes axe', async () => {
    const entry = await openPage('/no/such/page');
    const { page } = entry;
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page);
    allowProblems(entry, /status of 404/);
  });
});
