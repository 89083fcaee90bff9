import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { createAuthContext } from '@/session/auth-context';

// The session actor's module stands in: what matters here is when the router context creates the actor.
const created = vi.fn();
vi.mock('@/session/auth-actors', () => ({
  createSessionActor: () => {
    created();
    return { id: 'session' };
  },
}));

const navigation = { go: () => {}, recheck: () => {} };
const settle = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  created.mockClear();
});

/**
 * The router context loads the session actor's chunk at start only when a session is stored: a new
 * visitor's pages never fetch it, and the header hears of it once a sign-in page loads it.
 */
describe('the router context: the session actor, loaded when there is one', () => {
  it('a new visitor: nothing loads until a page asks for it; then it loads once and the header hears of it', async () => {
    const context = createAuthContext(navigation);
    await settle();
    expect(created).not.toHaveBeenCalled();
    expect(context.loadedSession.current()).toBeUndefined();

    const heard = vi.fn();
    const stop = context.loadedSession.subscribe(heard);
    const session = await context.loadSession();
    expect(context.loadedSession.current()).toBe(session);
    expect(heard).toHaveBeenCalledTimes(1);
    await context.loadSession();
    expect(created).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a visitor's sign-in page loads the sign-in actor, not the session's: that waits for a sign-in done", async () => {
    const context = createAuthContext(navigation);
    const signIn = await context.loadSignIn();
    await settle();
    expect(signIn.getSnapshot().value).toBe('idle');
    expect(created).not.toHaveBeenCalled();
    signIn.stop();
  });

  it('a stored session starts loading (and restoring) at once', async () => {
    writeStoredAuth({ token: 'stored', email: 'a@hub.example', role: 'Member', stage: 'session' }, true);
    const context = createAuthContext(navigation);
    await settle();
    expect(created).toHaveBeenCalledTimes(1);
    expect(context.loadedSession.current()).toBeDefined();
  });

  it('a sign-in waiting for its code (no session yet) loads nothing at start', async () => {
    writeStoredAuth({ token: 'pre-otp', email: 'a@hub.example', role: 'Member', stage: 'otp' }, false);
    createAuthContext(navigation);
    await settle();
    expect(created).not.toHaveBeenCalled();
  });
});
