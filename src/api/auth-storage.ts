/**
 * The one owner of the stored sign-in: keys token, email and role, in localStorage when
 * 'Remember me!' was ticked, otherwise in sessionStorage. Readers look in both; clearing clears both.
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

export function writeStoredAuth(auth: StoredAuth, remember: boolean): void {
  clearStoredAuth();
  const store = remember ? window.localStorage : window.sessionStorage;
  for (const key of keys) store.setItem(key, auth[key] ?? 'session');
}

export function clearStoredAuth(): void {
  for (const store of stores()) for (const key of keys) store.removeItem(key);
}
