/**
 * The one owner of the stored sign-in: keys token, email and role, in localStorage when
 * 'Remember me!' was ticked, otherwise in sessionStorage. Readers look in both; clearing clears both.
 */
export interface StoredAuth {
  token: string;
  email: string;
  role: string;
}

const keys = ['token', 'email', 'role'] as const;

function stores(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

/** Whichever store holds a token (localStorage first). */
export function readStoredAuth(): (StoredAuth & { remember: boolean }) | null {
  for (const store of stores()) {
    const token = store.getItem('token');
    if (token) {
      return {
        token,
        email: store.getItem('email') ?? '',
        role: store.getItem('role') ?? '',
        remember: store === window.localStorage,
      };
    }
  }
  return null;
}

export function writeStoredAuth(auth: StoredAuth, remember: boolean): void {
  clearStoredAuth();
  const store = remember ? window.localStorage : window.sessionStorage;
  for (const key of keys) store.setItem(key, auth[key]);
}

export function clearStoredAuth(): void {
  for (const store of stores()) for (const key of keys) store.removeItem(key);
}
