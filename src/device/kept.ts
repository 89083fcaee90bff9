import { createStore, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { sessionTokenFor } from '@/api/auth-storage';

/**
 * What the site keeps on the device, in IndexedDB (through idb-keyval), so that nothing typed is lost to a
 * dropped connection or a closed tab. Two shelves:
 * - `visitor`: what anyone may leave, signed in or not (a hire-us inquiry waiting for the connection); it
 *   outlives a sign-out, as it belongs to whoever wrote it, not to an account;
 * - `account`: what belongs to an account (its messages waiting to be sent, its forms' drafts); its keys
 *   start with the account's e-mail (`accountKey`), only that account's session may write them (a write
 *   after its logout, or from a tab left open on it while another account is signed in, is refused), and
 *   its logout empties them (`forgetAccount`).
 * The service worker reads the same shelves (its background sync sends the waiting inquiries).
 * Every call may fail (no IndexedDB in a private window of some browsers, a full disk): the promise
 * rejects and the caller shows or handles it.
 */
export type Shelf = 'visitor' | 'account';

const databases: Record<Shelf, string> = { visitor: 'hub-visitor', account: 'hub-account' };
const opened: Partial<Record<Shelf, UseStore>> = {};

/** The shelf's store, opened on first use (never at import: the prerender has no IndexedDB). */
function storeOf(shelf: Shelf): UseStore {
  opened[shelf] ??= createStore(databases[shelf], 'kept');
  return opened[shelf];
}

export function readKept<T>(shelf: Shelf, key: string): Promise<T | undefined> {
  return get<T>(key, storeOf(shelf));
}

/** Written to the account shelf while the stored session is not the key's account's. */
export class NotSignedInError extends Error {}

export function keep<T>(shelf: Shelf, key: string, value: T): Promise<void> {
  if (shelf === 'account' && sessionTokenFor(ownerOf(key)) === null)
    return Promise.reject(new NotSignedInError(`Not signed in as the owner of ${key}`));
  return set(key, value, storeOf(shelf));
}

export function forgetKept(shelf: Shelf, key: string): Promise<void> {
  return del(key, storeOf(shelf));
}

/** Every entry of the shelf whose key starts with `prefix`. */
export async function keptStartingWith<T>(shelf: Shelf, prefix: string): Promise<[string, T][]> {
  const all = await entries<string, T>(storeOf(shelf));
  return all.filter(([key]) => typeof key === 'string' && key.startsWith(prefix));
}

/** A key on the account shelf: the account's e-mail, then what it names (`draft:profile`, `outbox:channel`). */
export function accountKey(email: string, name: string): string {
  return `${email.toLowerCase()}|${name}`;
}

/** The account whose key it is (the part before the first `|`). */
function ownerOf(key: string): string {
  return key.slice(0, key.indexOf('|'));
}

/**
 * Logging out: nothing the account kept on the device stays. Another account's entries (one that signed in
 * on this browser earlier without logging out) stay theirs, never shown or sent to anyone else.
 */
export function forgetAccount(email: string): Promise<void> {
  const prefix = accountKey(email, '');
  // One request over the key range of the prefix: atomic, and ordered after every write asked for before it.
  const theirs = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  return storeOf('account')('readwrite', (store) => promisifyRequest(store.delete(theirs)));
}

/** Tests: the shelves opened by an earlier test are not reused (fake-indexeddb is reset between tests). */
export function closeShelves(): void {
  for (const shelf of Object.keys(opened) as Shelf[]) delete opened[shelf];
}
