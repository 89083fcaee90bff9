import type { LiveMessage } from '@contracts/live';
import type { ChannelMessage, Conversation, DirectMessage, Reaction } from '@contracts/messaging';
import { useRouterState } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { type AnyStateMachine, fromPromise } from 'xstate';
import { conversationReactionsLogic } from '@/screens/member/direct-messages/direct-messages.logic';
import {
  type DirectMessagesNetwork,
  directMessagesWith,
} from '@/screens/member/direct-messages/direct-messages.machine';
import { DirectMessagesView } from '@/screens/member/direct-messages/direct-messages.view';
import { channelReactionsLogic } from '@/screens/member/hub-channel/hub-channel.logic';
import { type HubChannelNetwork, hubChannelWith } from '@/screens/member/hub-channel/hub-channel.machine';
import type { LiveActor } from '@/session/live-actor';
import { LiveStream } from '@/session/live-context';
import { memberPickerLogic } from '@/shared/messaging/member-picker.logic';
import type { DeferredActors } from './deferred-actors';

export const READER_ID = '00000000-0000-4000-8000-000000000001';
/** The reader's account: the author of what the page writes. */
export const READER_EMAIL = 'member@hub.example';
export const ADA_ID = '00000000-0000-4000-8000-00000000000a';

export const reader = { accountId: READER_ID, name: 'Member Example', colour: '#05274C' };
export const ada = { accountId: ADA_ID, name: 'Ada Obi', colour: '#7a1f5c' };

/** A stored channel message (ids sort in the order of `at`). */
export function channelMessage(
  id: string,
  text: string,
  { author = ada, at = '2026-11-23T10:00:00.000Z', reactions = [] as Reaction[], clientId = `c-${id}` } = {},
): ChannelMessage {
  return {
    id,
    author,
    text,
    createdAt: at,
    imageUrl: null,
    replyTo: null,
    reactions,
    clientId,
    mine: author.accountId === READER_ID,
  };
}

export function directMessage(
  id: string,
  text: string,
  from: 'me' | 'them',
  at = '2026-11-23T10:00:00.000Z',
): DirectMessage {
  return {
    id,
    conversationId: ADA_ID,
    from,
    author: from === 'me' ? reader : ada,
    text,
    createdAt: at,
    imageUrl: null,
    reactions: [],
    clientId: `c-${id}`,
    readAt: null,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    accountId: ADA_ID,
    name: ada.name,
    colour: ada.colour,
    lastMessage: 'See you at the hub tomorrow',
    lastMessageAt: '2026-11-23T10:00:00.000Z',
    unread: 2,
    online: true,
    ...overrides,
  };
}

/** A machine with only the given deferred actors swapped in. */
export function withDeferred<Machine extends AnyStateMachine>(
  machine: Machine,
  deferred: DeferredActors,
): Machine {
  return machine.provide({ actors: deferred.actors } as never) as Machine;
}

/** /hub-channel's view props: the screen and the reactions bar with the test's deferred actors, read as the reader. */
export function deferredChannelLogic(deferred: DeferredActors) {
  return {
    logic: hubChannelWith(deferred.actors as unknown as HubChannelNetwork),
    reactionsLogic: withDeferred(channelReactionsLogic, deferred),
    readerId: () => READER_ID,
    author: () => READER_EMAIL,
  };
}

/**
 * A stand-in for the tab's live stream: the page subscribes; the test pushes server events and says when
 * the stream opened again after a drop (`reconnect`).
 */
export function fakeLiveStream() {
  const listeners = new Set<(event: { message: LiveMessage }) => void>();
  const reconnectListeners = new Set<() => void>();
  const actor = {
    on: (type: 'live.received' | 'live.reconnected', listener: (event: { message: LiveMessage }) => void) => {
      const set = type === 'live.reconnected' ? reconnectListeners : listeners;
      set.add(listener as never);
      return { unsubscribe: () => set.delete(listener as never) };
    },
  } as unknown as LiveActor;
  return {
    actor,
    push: (type: string, data: unknown) => {
      for (const listener of listeners) listener({ message: { type, data } });
    },
    reconnect: () => {
      for (const listener of reconnectListeners) listener();
    },
  };
}

/** Renders `ui` inside the live stream's provider, as the member shell does. */
export function withLive(live: ReturnType<typeof fakeLiveStream>, ui: ReactNode) {
  return <LiveStream.Provider value={live.actor}>{ui}</LiveStream.Provider>;
}

export const GRACE_ID = '00000000-0000-4000-8000-00000000000b';

/** /messages/{id}'s view props: the screen, the reactions bars and the member picker with the test's deferred actors, read as the reader; `markRead` hears each read mark. */
export function deferredDirectLogic(
  deferred: DeferredActors,
  markRead: (partnerId: string) => void = () => {},
): DirectMessagesProps {
  return {
    logic: directMessagesWith({
      ...(deferred.actors as unknown as DirectMessagesNetwork),
      markRead: fromPromise(async ({ input }: { input: { partnerId: string } }) => markRead(input.partnerId)),
    }),
    reactionsLogicFor: (partnerId: string) => withDeferred(conversationReactionsLogic(partnerId), deferred),
    memberPicker: withDeferred(memberPickerLogic, deferred),
    readerId: () => READER_ID,
    author: () => READER_EMAIL,
  };
}

type DirectMessagesProps = Omit<ComponentProps<typeof DirectMessagesView>, 'partnerId'>;

/** /messages/{id} as the router shows it: the id from the URL, so following a conversation's link opens it. */
export function DirectMessagesAtUrl(props: DirectMessagesProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <DirectMessagesView partnerId={pathname.split('/').at(-1) ?? ''} {...props} />;
}
