import type { LiveMessage } from '@contracts/live';
import { type LiveEvent, liveMachine } from '@machines/live.machine';
import { memberShellWith } from '@machines/member-shell.machine';
import { sessionMachine } from '@machines/session.machine';
import { act } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { type MemberShellLogic, memberShellLogic } from '@/layouts/member/member-shell.logic';
import type { DeferredActors } from '../deferred-actors';

/** A signed-in member's session whose logout (`revokeSession`) the test settles by hand. */
export async function memberSession(revoke: DeferredActors) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        confirmSession: fromPromise(async () => ({ email: 'member@hub.example', role: 'Member' })) as never,
        watchSessionEnd: fromPromise(() => new Promise<void>(() => {})),
        revokeSession: revoke.actors.revokeSession as never,
      },
    }),
    { input: { stored: { token: 't', email: 'member@hub.example', role: 'Member' } } },
  ).start();
  await waitFor(session, (snapshot) => snapshot.matches({ signedIn: { role: 'member' } }));
  return session;
}

/**
 * A live stream the test speaks for: `open()` says ready, `push()` sends one server event, `drop()` ends
 * the connection (the tab goes offline until 'Retry now').
 */
export function fakeLive() {
  let sendBack: ((event: LiveEvent) => void) | undefined;
  const actors = {
    connectLive: fromCallback<LiveEvent>(({ sendBack: send }) => {
      sendBack = send;
    }),
    waitBackoff: fromPromise<void, { ms: number }>(() => new Promise<void>(() => {})),
  };
  const logic = liveMachine.provide({ actors });
  const push = (message: LiveMessage) => act(async () => sendBack!({ type: 'live.message', message }));
  const drop = () => act(async () => sendBack!({ type: 'live.ended', reason: 'dropped' }));
  return { logic, actors, push, drop, open: () => push({ type: 'ready', data: {} }) };
}

/** The shell's machine and the header's search with the test's deferred actors and live stream. */
export function shellLogicWith(
  deferred: DeferredActors,
  live: ReturnType<typeof fakeLive>,
): MemberShellLogic {
  return {
    shell: memberShellWith({ ...live.actors, fetchCounts: deferred.actors.fetchCounts as never }),
    search: memberShellLogic.search.provide({ actors: deferred.actors as never }),
  };
}
