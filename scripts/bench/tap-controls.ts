import type { Locator, Page } from 'playwright-core';
import { fillInquiry } from '../../tests/e2e/support/inquiry-form';

/** A control the taps bench times: where it is, what to do before, and how to see the tap worked. */
export interface TappedControl {
  name: string;
  path: string;
  /** Untimed steps before the tap (open a menu, fill a form). */
  prepare?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /** Waits until the tap has done what it is for. */
  done: (page: Page) => Promise<void>;
  /** The page needs the seeded member signed in. */
  signedIn?: boolean;
}

const menuButton = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');

export const TAPPED_CONTROLS: TappedControl[] = [
  {
    name: 'mobile menu (/)',
    path: '/',
    target: menuButton,
    done: (page) => page.locator('#mobile-menu').waitFor({ state: 'visible' }),
  },
  {
    // The site has no language menu: the languages are links, in the mobile menu on a phone.
    name: 'language: "Français" in the mobile menu (/)',
    path: '/',
    prepare: async (page) => {
      await menuButton(page).tap();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    },
    target: (page) => page.locator('#mobile-menu').getByRole('link', { name: 'Français', exact: true }),
    done: async (page) => {
      await page.waitForFunction(`document.documentElement.lang === 'fr'`);
    },
  },
  {
    name: 'members pager "2" (/members)',
    path: '/members',
    target: (page) =>
      page.getByRole('navigation', { name: 'Members pages' }).getByRole('link', { name: 'Page 2' }),
    done: (page) =>
      page
        .getByRole('navigation', { name: 'Members pages' })
        .locator('[aria-current="page"]', { hasText: '2' })
        .waitFor(),
  },
  {
    name: 'projects carousel Next (/projects)',
    path: '/projects',
    target: (page) =>
      page.getByRole('region', { name: 'Project highlights' }).getByRole('button', { name: 'Next projects' }),
    done: (page) =>
      page
        .getByRole('region', { name: 'Project highlights' })
        .getByRole('button', { name: 'Previous projects' })
        .waitFor({ state: 'visible' }),
  },
  {
    name: 'hire-us Submit, message missing (/hire-us)',
    path: '/hire-us',
    prepare: (page) =>
      fillInquiry(page, {
        email: 'taps@kivu.example',
        first_name: 'Nadia',
        last_name: 'Uwera',
        company_name: 'Kivu Logistics',
        job_title: 'Operations lead',
        country: 'Rwanda',
        message: '',
      }),
    target: (page) => page.getByRole('button', { name: 'Submit' }),
    done: (page) => page.locator('[aria-invalid="true"]').first().waitFor(),
  },
  {
    name: 'hub channel Send (/hub-channel, signed in)',
    path: '/hub-channel',
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('log', { name: 'Hub Channel messages' }).getByRole('listitem').first().waitFor();
      await page.getByRole('textbox', { name: 'Message Hub Channel' }).fill(`Tap bench ${Date.now()}`);
    },
    target: (page) => page.getByRole('button', { name: 'Send', exact: true }),
    // The composer empties its box once the message is on its way.
    done: async (page) => {
      const box = await page.getByRole('textbox', { name: 'Message Hub Channel' }).elementHandle();
      await page.waitForFunction((field) => (field as HTMLTextAreaElement | null)?.value === '', box);
    },
  },
];
