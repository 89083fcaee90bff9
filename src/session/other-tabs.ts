import { isSameAccount, sessionTokenFor } from '@/api/auth-storage';

/**
 * What one tab tells the others of its session. localStorage is shared, so a change there reaches every tab
 * as a `storage` event; sessionStorage is each tab's own (a tab opened from another starts with a copy), so a
 * sign-in or a logout kept there is announced on this BroadcastChannel. Loaded once someone signs in or is
 * restored: a visitor's pages carry none of it.
 */
const CHANNEL = 'hub-session';

export type SessionNews = { type: 'started'; email: string } | { type: 'ended'; email: string };

function isSessionNews(data: unknown): data is SessionNews {
  if (typeof data !== 'object' || data === null) return false;
  const { type, email } = data as Record<string, unknown>;
  return (type === 'started' || type === 'ended') && typeof email === 'string';
}

export function announceSession(news: SessionNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/**
 * Whether news from another tab ends the session of `email` here: the account logged out there, or another
 * account signed in (a browser holds one account at a time, the last one signed in).
 */
export function endsSessionOf(email: string, news: SessionNews): boolean {
  return news.type === 'ended' ? isSameAccount(news.email, email) : !isSameAccount(news.email, email);
}

/** The keys auth storage writes; `null` is a `clear()` of the whole store. */
const AUTH_KEYS = new Set([null, 'token', 'email', 'role', 'stage']);

/**
 * Calls `onEnd` once when the stored session stops being `email`'s (logout or another sign-in in a tab sharing
 * localStorage, the token removed; also if that happened before this watch began), when another tab announces
 * an end of this account or a sign-in of another, and when a call of this tab found another account's
 * session stored (`changed`, told by the HTTP client). Returns the watch's stop.
 */
export function watchOtherTabs(email: string, onEnd: () => void): () => void {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  const checkStorage = () => {
    if (sessionTokenFor(email) === null) end();
  };
  const onStorage = (event: StorageEvent) => {
    if (AUTH_KEYS.has(event.key)) checkStorage();
  };
  window.addEventListener('storage', onStorage);
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', ({ data }: MessageEvent) => {
    if (isSessionNews(data) && endsSessionOf(email, data)) end();
  });
  let stopCalls: (() => void) | undefined;
  let stopped = false;
  void import('@/api/http-client').then(({ onSessionEnd }) => {
    if (stopped) return;
    stopCalls = onSessionEnd((why) => {
      if (why === 'changed') end();
    });
  });
  checkStorage();
  return () => {
    stopped = true;
    window.removeEventListener('storage', onStorage);
    channel?.close();
    stopCalls?.();
  };
}
