import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * What the site keeps on the device, in IndexedDB (through idb-keyval), so that nothing typed is lost to a
 * dropped connection or a closed tab. Two shelves:
 * - `visitor`: what anyone may leave, signed in or not (a hire-us inquiry waiting for the connection); it
 *   outlives a sign-out, as it belongs to whoever wrote it, not to an account;
 * - `account`: what belongs to the signed-in account (its messages waiting to be sent, its forms' drafts);
 *   its keys start with the account's e-mail (`accountKey`), and logging out empties it (`forgetAccount`).
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

export function keep<T>(shelf: Shelf, key: string, value: T): Promise<void> {
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

/** Logging out: nothing the account kept on the device stays. */
export function forgetAccount(): Promise<void> {
  return clear(storeOf('account'));
}

/** Tests: the shelves opened by an earlier test are not reused (fake-indexeddb is reset between tests). */
export function closeShelves(): void {
  for (const shelf of Object.keys(opened) as Shelf[]) delete opened[shelf];
}
