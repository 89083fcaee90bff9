/**
 * What the server's answers to a form posted without scripts say (server/routes/page-forms.ts), beyond the
 * form's own messages. Only the server says them: their translations are the server's own hand-kept catalogs
 * (server/page-forms/locales/<language>.po), not the web app's, whose pages never show them.
 */
export const pageFormAnswers = {
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
