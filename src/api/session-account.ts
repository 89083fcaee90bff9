import { readStoredAuth } from './auth-storage';
import { tokenSubject } from './token-expiry';

/** The signed-in account's id (from the stored session token), or null when signed out. */
export function sessionAccountId(): string | null {
  const stored = readStoredAuth();
  return stored?.stage === 'session' ? tokenSubject(stored.token) : null;
}
