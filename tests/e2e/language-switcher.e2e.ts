import type { Language } from '@contracts/languages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appHasStarted, setupBrowser } from './support/browser';
import { translatorOf } from './support/english-left';

const { openPage, openContext } = setupBrowser();

/**
 * A small phone whose browser prefers French: the page offers French in a banner at the bottom of the
 * screen, where the open menu's last entries (the languages) are too: the menu must be the one on top.
 */
const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'fr-FR' };

/** Switches by the header's switcher, or on a phone by the one in the mobile menu (opened first). */
async function choose(page: Page, name: string, inMenu: boolean) {
  if (inMenu) {
    await page.locator('button[aria-controls="mobile-menu"]').tap();
    await page.locator('#mobile-menu').getByRole('link', { name, exact: true }).tap();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  }
}

describe('the language switcher in Chromium', () => {
  it.each([
    ['the header', false],
    ['the mobile menu on a phone', true],
  ] as const)('%s: /projects → Français → Kiswahili, in place (no reload)', async (_, inMenu) => {
    const { page } = inMenu ? await openContext(phone) : await openPage('/projects');
    if (inMenu) {
      await page.goto('/projects', { waitUntil: 'networkidle' });
      await appHasStarted(page);
      await page.getByRole('complementary', { name: 'Français' }).waitFor();
    }
    const heading = page.getByRole('heading', { level: 1 });
    const english = (await heading.textContent())?.trim() ?? '';
    // A full load would start a new window object: the mark would be gone.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    for (const [name, language] of [
      ['Français', 'fr'],
      ['Kiswahili', 'sw'],
    ] as [string, Language][]) {
      await choose(page, name, inMenu);
      await page.waitForURL((url) => url.pathname === `/${language}/projects`);
      await page.waitForFunction((code) => document.documentElement.lang === code, language);
      const translated = (await translatorOf(language))(english);
      expect(translated).not.toBe(english);
      await heading.filter({ hasText: translated }).waitFor();
      expect(await page.evaluate(() => 'stillThisPage' in window), `no reload to /${language}/projects`).toBe(
        true,
      );
      if (inMenu) expect(await page.locator('#mobile-menu').isHidden(), 'the menu closes').toBe(true);
    }
    expect(await page.evaluate(() => localStorage.getItem('hub.language'))).toBe('sw');
  });
});
