import type { SessionActor } from './router-context';

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/**
 * Logout is under way (the waiting messages being counted, or the session being revoked): the Logout
 * buttons are busy. Types only from the machine, so a visitor's header (which asks this of a session that
 * may never load) carries none of its code.
 */
export function selectLoggingOut(snapshot: SessionSnapshot | undefined): boolean {
  if (!snapshot) return false;
  return snapshot.matches('loggingOut') || snapshot.matches({ signedIn: { logout: 'counting' } });
}
