/**
 * The public forms the server also answers when they are posted by the browser itself, before or without
 * the page's scripts (`application/x-www-form-urlencoded` to the page's own path): their paths, and the
 * texts shown while or because the scripts have not run. Shared by the pages (their `action`) and the server.
 */
export const pageFormPaths = {
  login: '/login',
  hireUs: '/hire-us',
  forgotPassword: '/forgot-password',
} as const;

export const pageFormMessages = {
  /** A form sent while the page's scripts are still loading: nothing leaves the page. */
  stillLoading: 'The page is still loading — your text is kept. Send it again once the page has loaded.',
  /** The session lives in the browser's storage, which only the page's scripts can write. */
  signInNeedsScripts:
    "Signing in needs this page's scripts, which have not run yet (they are still loading, or turned off in this browser). Your email is kept: once the page has loaded, enter your password and log in again.",
  /** A form the server has no answer of its own for (sign-up, the one-time code, chat). */
  formNeedsScripts:
    "This form needs this page's scripts, which have not run yet (they are still loading, or turned off in this browser). Nothing was saved: once the page has loaded, please fill it in again.",
  crossSite: "This form can only be sent from this site's own pages.",
  tooLarge: 'The form is too large to be sent (limit 100 KiB).',
  notAForm: 'This page only takes the form as the browser sends it.',
} as const;

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
