import { LANGUAGES } from '@contracts/languages';
import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

/** Public pages at their address in each language, in Chromium against the built product. */
describe('the site in four languages', () => {
  const pages = [
    '/',
    '/projects',
    '/hire-us',
    '/login',
    '/signup',
    '/resources-room',
    '/resources-room/all-resources',
  ];

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '/%s: each page is prerendered in its language, names its other addresses and passes axe',
    async (language) => {
      for (const path of pages) {
        const english = await openPage(path);
        const englishHeading = await english.page.locator('h1').first().textContent();
        const address = path === '/' ? `/${language}` : `/${language}${path}`;
        const { page } = await openPage(address);
        expect(await page.evaluate(() => document.documentElement.lang), address).toBe(language);
        expect(await page.locator('h1').first().textContent(), address).not.toBe(englishHeading);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [
              link.getAttribute('hreflang'),
              new URL((link as HTMLLinkElement).href).pathname,
            ]),
          );
        expect(alternates, address).toEqual([
          ['en', path],
          ['fr', path === '/' ? '/fr' : `/fr${path}`],
          ['rw', path === '/' ? '/rw' : `/rw${path}`],
          ['sw', path === '/' ? '/sw' : `/sw${path}`],
          ['x-default', path],
        ]);
        await expectAccessible(page);
      }
    },
  );
});
