/**
 * The public forms the server also answers when they are posted by the browser itself, before or without
 * the page's scripts (`application/x-www-form-urlencoded` to the page's own path): their paths, the slots
 * their pages carry for the server's answer, and the notice shown while the scripts load. Shared by the
 * pages and the server; what only the server's answers say is in `page-form-answers.ts` (this module ships
 * in the entry chunk).
 */
export const pageFormPaths = {
  login: '/login',
  hireUs: '/hire-us',
  forgotPassword: '/forgot-password',
} as const;

/** A form sent while the page's scripts are still loading: nothing leaves the page. */
export const stillLoadingMessage =
  'The page is still loading — your text is kept. Send it again once the page has loaded.';

/**
 * The attribute by which a prerendered page carries that notice in its own language (the site layout
 * writes it; the entry, which has no catalogs, shows it when it holds a submission).
 */
export const STILL_LOADING_ATTRIBUTE = 'data-still-loading';

/**
 * The attribute by which a prerendered form its app sends once it has started (the login, sign-up,
 * forgot-password and hire-us forms) carries, in the page's language, the notice the entry shows while it
 * holds that form's submission ('Signing in as soon as the page has loaded…'). A form without it is held
 * with the still-loading notice and sent again by the person.
 */
export const HELD_NOTICE_ATTRIBUTE = 'data-held-notice';

/**
 * The empty, hidden elements a prerendered form carries for the server's answer (`data-form-slot`): the
 * form-wide error, the success message, and a field's own error (`fieldSlot('email')`).
 */
export const pageFormSlots = { error: 'error', done: 'done' } as const;
export const fieldSlot = (name: string) => `field-${name}`;

/**
 * The attribute of the notices that stand only until the page's scripts have started: the one the page
 * shows when a form is sent while they load (`held`), and the server's (`server`).
 */
export const PAGE_NOTICE_ATTRIBUTE = 'data-page-notice';
