/**
 * The one owner of the stored sign-in: keys token, email and role, in localStorage when
 * 'Remember me!' was ticked, otherwise in sessionStorage. Readers look in both; clearing clears both.
 *
 * Other tabs share localStorage, so what is stored can change under this tab (a logout there, another
 * account signed in). This module therefore also remembers which account *this tab* is signed in as: the
 * stored session it found, or the one it stored itself. A call is sent with the stored token only while
 * the stored session is still that account's (`sessionTokenFor`); anything else is another person's
 * session, never this tab's.
 */
export interface StoredAuth {
  token: string;
  email: string;
  role: string;
  /**
   * 'otp' while the token is the pre-OTP one from login (only /otp may use it), 'session' after the
   * one-time code. Stored under the key `stage`; a missing key reads as 'session'.
   */
  stage?: AuthStage;
}

export type AuthStage = 'otp' | 'session';

const keys = ['token', 'email', 'role', 'stage'] as const;

function stores(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

/** Whichever store holds a token (localStorage first). */
export function readStoredAuth(): (Required<StoredAuth> & { remember: boolean }) | null {
  for (const store of stores()) {
    const token = store.getItem('token');
    if (token) {
      return {
        token,
        email: store.getItem('email') ?? '',
        role: store.getItem('role') ?? '',
        stage: store.getItem('stage') === 'otp' ? 'otp' : 'session',
        remember: store === window.localStorage,
      };
    }
  }
  return null;
}

/** E-mail addresses name one account whatever their letter case. */
export function isSameAccount(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The account this tab is signed in as: the stored session's when the tab first asks (at its start: the
 * session a new tab finds is the one it restores), then the one this tab stores itself; null once this
 * tab's session has ended, until it signs in again. Undefined only before the first question.
 */
let tabAccount: string | null | undefined;

export function thisTabsAccount(): string | null {
  if (tabAccount === undefined) {
    const stored = readStoredAuth();
    tabAccount = stored?.stage === 'session' && stored.email ? stored.email : null;
  }
  return tabAccount;
}

/** The stored session token, if the stored session is `account`'s; null for any other or none. */
export function sessionTokenFor(account: string): string | null {
  const stored = readStoredAuth();
  return stored?.stage === 'session' && isSameAccount(stored.email, account) ? stored.token : null;
}

export function writeStoredAuth(auth: StoredAuth, remember: boolean): void {
  clearStoredAuth();
  const store = remember ? window.localStorage : window.sessionStorage;
  for (const key of keys) store.setItem(key, auth[key] ?? 'session');
  tabAccount = (auth.stage ?? 'session') === 'session' ? auth.email : null;
}

/**
 * Ends this tab's stored sign-in. With `token`, only a store that still holds that token is cleared: a
 * session that ended in this tab (logout, expiry, a 401, an end heard from another tab) never removes the
 * one another account has stored since.
 */
export function clearStoredAuth(token?: string): void {
  for (const store of stores()) {
    if (token !== undefined && store.getItem('token') !== token) continue;
    for (const key of keys) store.removeItem(key);
  }
  tabAccount = null;
}

/** Tests: each starts as a new tab would, going by what is stored. */
export function forgetThisTabsAccount(): void {
  tabAccount = undefined;
}
