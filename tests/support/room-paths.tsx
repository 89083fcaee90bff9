import { act, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createDeferredActors, type DeferredActors } from './deferred-actors';
import type { EventExecutors, StateAssertions } from './model';
import { modelSuite } from './model-suite';
import {
  conversationRoomEvents,
  conversationRoomModel,
  type RoomOutcomes,
  sentClientIdActors,
  withClientId,
} from './models/conversation-room.model';
import type { renderView } from './render-view';

const WRITTEN = 'On my way';
const WAITING = 'Waiting for the connection';

/** What one screen gives the room's paths: its view, its log, its text box and how a live message arrives. */
export interface RoomPathOptions extends RoomOutcomes {
  title: string;
  /** The deferred actors the screen's view takes. */
  actorNames: readonly string[];
  /** Renders the screen with its first page read; returns the user. */
  render: (deferred: DeferredActors) => Promise<Awaited<ReturnType<typeof renderView>>['user']>;
  log: () => HTMLElement;
  textBox: () => HTMLElement;
  /** The stored messages' texts as the first page shows them. */
  storedTexts: readonly string[];
  /** Another member's message arriving live, and its text (the page read after a catch-up holds it too). */
  other: { push: () => void; text: string };
  /** Pushes the live copy of the message sent (its client id filled in). */
  pushOwn: (stored: unknown) => void;
  reconnect: () => void;
}

/**
 * The screen's paths across its room's parts (tests/support/models/conversation-room.model.ts): a message
 * written offline is pending, waits for the connection, goes again when the stream returns and ends in the
 * thread once, its live copy reaching the thread before the answer or not; a live message of another member
 * reaches the thread.
 */
export function roomPathSuite(options: RoomPathOptions) {
  let user: Awaited<ReturnType<typeof renderView>>['user'];
  let deferred: DeferredActors;
  const texts = () =>
    within(options.log())
      .queryAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL')
      .map((item) => item.querySelector('p[class*="text"]')?.textContent);
  const thread = (heard: boolean) => [...options.storedTexts, ...(heard ? [options.other.text] : [])];
  const heardOf = (snapshot: { context: unknown }) => (snapshot.context as { heard: boolean }).heard;
  const pendingStatus = () =>
    within(options.log()).queryByText(/^(Sending…|Waiting for the connection|Not sent)$/);
  /** The message written shows once: pending with `status`, or stored in the thread (`status` null). */
  const expectWritten = (snapshot: { context: unknown }, status: string | null) => {
    expect(texts()).toEqual([...thread(heardOf(snapshot)), WRITTEN]);
    expect(within(options.log()).getAllByText(WRITTEN)).toHaveLength(1);
    expect(pendingStatus()?.textContent ?? null).toBe(status);
  };
  const states: StateAssertions = {
    ready: (snapshot) => {
      expect(texts()).toEqual(thread(heardOf(snapshot)));
      expect(pendingStatus()).toBeNull();
    },
    sending: (snapshot) => expectWritten(snapshot, 'Sending…'),
    waiting: (snapshot) => expectWritten(snapshot, WAITING),
    resending: (snapshot) => expectWritten(snapshot, 'Sending…'),
    resendingShown: (snapshot) => expectWritten(snapshot, null),
    sentCatchingUp: (snapshot) => expectWritten(snapshot, null),
    sent: (snapshot) => expectWritten(snapshot, null),
  };
  const sentClientId = () => (deferred.inputs.sendMessage!.at(-1) as { clientId: string }).clientId;
  const executors: EventExecutors = {
    'message.send': () => user.type(options.textBox(), `${WRITTEN}{Enter}`),
    'live.message': (event) =>
      act(() =>
        (event as { own?: boolean }).own
          ? options.pushOwn(withClientId(options.stored, sentClientId()))
          : options.other.push(),
      ),
    'live.reconnected': () => act(() => options.reconnect()),
  };
  return modelSuite(conversationRoomModel, {
    title: options.title,
    eventsFor: conversationRoomEvents(options),
    states,
    executors,
    deferredActors: () => sentClientIdActors(createDeferredActors(options.actorNames)),
    render: async (walk) => {
      deferred = walk.deferred!;
      user = await options.render(deferred);
    },
  });
}
