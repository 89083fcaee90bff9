import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import { createDeferredActors } from '../support/deferred-actors';
import {
  channelMessage,
  deferredChannelLogic,
  fakeLiveStream,
  withLive,
} from '../support/messaging-fixtures';
import { renderView } from '../support/render-view';

const id = (n: number) => `20000000-0000-4000-8000-00000000000${n}`;
const at = (minute: number) => `2026-11-23T11:0${minute}:00.000Z`;
const stored = [
  channelMessage(id(1), 'Who is presenting on Friday?', { at: at(1) }),
  channelMessage(id(2), 'The robotics team', { at: at(2) }),
];
const postedOffline = channelMessage(id(3), 'Posted while you were offline', { at: at(3) });
const meta = { memberCount: 9 };

const log = () => screen.getByRole('log', { name: 'Hub Channel messages' });
const shownTexts = () =>
  within(log())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL')
    .map((item) => item.querySelector('p[class*="text"]')?.textContent);

/** The reader is 600 px above the newest message (jsdom lays nothing out). */
function scrollUp() {
  const list = log();
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  list.scrollTop = 1000;
  fireEvent.scroll(list);
}

/** Typing in jsdom on a loaded machine takes seconds. */
describe('/hub-channel after the live stream reconnects', () => {
  it('shows a message posted while offline, keeping the composer text and the reader’s place', async () => {
    const deferred = createDeferredActors(['fetchMessages', 'sendMessage', 'toggleReaction', 'deleteItem']);
    const live = fakeLiveStream();
    const { user } = await renderView(withLive(live, <HubChannelView {...deferredChannelLogic(deferred)} />));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: stored, hasOlder: false, meta },
      }),
    );
    await waitFor(() => expect(shownTexts()).toEqual(stored.map((message) => message.text)));

    const composer = screen.getByRole('textbox', { name: 'Message Hub Channel' });
    await user.type(composer, 'Half-written reply');
    scrollUp();

    // The stream dropped: the message posted meanwhile was never delivered live. Then it opens again.
    await act(async () => live.reconnect());
    expect(deferred.inputs.fetchMessages).toEqual([{}, {}]);
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchMessages',
        output: { messages: [...stored, postedOffline], hasOlder: false, meta },
      }),
    );

    await waitFor(() =>
      expect(shownTexts()).toEqual([...stored, postedOffline].map((message) => message.text)),
    );
    expect((composer as HTMLTextAreaElement).value).toBe('Half-written reply');
    expect(log().scrollTop).toBe(1000);
    expect(screen.getByRole('button', { name: /new message/ }).textContent).toBe('1 new message ↓');
  }, 30_000);
});
