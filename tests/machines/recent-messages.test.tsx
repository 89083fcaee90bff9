import type { ChannelMessage } from '@contracts/messaging';
import { relativeTime } from '@contracts/relative-time';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { recentMessagesMachine } from '@/features/member/dashboard/dashboard.logic';
import { dashboardMessages } from '../fixtures/member-area-messages';
import { type DashboardActors, dashboardActors, renderDashboard } from '../support/member/dashboard';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 30_000).toISOString();

/** The channel's newest three, newest first. */
const latest: ChannelMessage[] = [
  'Welcome to the hub!',
  'Who is joining the hackathon?',
  'Slides are up',
].map((text, index) => ({
  id: `m${index + 1}`,
  author: {
    accountId: `a${index + 1}`,
    name: ['Sara Ahmed', 'Yonas Bekele', 'Ada Lovelace'][index]!,
    colour: '#05274C',
  },
  text,
  createdAt: minutesAgo([3, 120, 3_000][index]!),
  imageUrl: null,
  replyTo: null,
  reactions: [],
  clientId: `c${index + 1}`,
  mine: false,
}));

const block = () => screen.getByRole('region', { name: 'Messages' });
const items = () => within(block()).queryAllByRole('listitem');

const states: StateAssertions = {
  loading: () => {
    expect(within(block()).getByRole('status').textContent).toBe('Loading messages...');
    expect(items()).toEqual([]);
  },
  loaded: (snapshot) => {
    const shown = (snapshot.context as { items: ChannelMessage[] }).items;
    expect(items().map((item) => item.textContent)).toEqual(
      shown.map(
        (message) =>
          `${message.author.name}${relativeTime(new Date(message.createdAt), new Date())}${message.text}`,
      ),
    );
    expect(within(block()).getByRole('link', { name: 'View all messages' }).getAttribute('href')).toBe(
      '/hub-channel',
    );
  },
  empty: () => {
    expect(within(block()).getByText('No messages yet.')).toBeTruthy();
    expect(within(block()).getByRole('link', { name: 'View all messages' }).textContent).toBe('View all');
  },
  failed: () => {
    expect(within(block()).getByRole('alert').textContent).toBe('Failed to fetch messages');
    expect(items()).toEqual([]);
  },
};

let user: UserEvent;
let actors: DashboardActors;
let live: Awaited<ReturnType<typeof renderDashboard>>['live'];

const executors: EventExecutors = {
  'collection.retry': () => user.click(within(block()).getByRole('button', { name: 'Try again' })),
  /** Someone writes in the hub channel: the newest 3 are fetched again. */
  'collection.refresh': () => live.push({ type: 'channel.message.created', data: { id: 'm0' } }),
};

modelSuite(recentMessagesMachine, {
  title: "recent messages (collection machine): /dashboard's Messages",
  events: [
    { type: 'xstate.done.actor.fetchPage', output: { items: latest, total: 3 } },
    { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } },
    { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    { type: 'collection.retry' },
    { type: 'collection.refresh' },
  ] as never,
  input: {},
  states,
  executors,
  deferredActors: () => {
    actors = dashboardActors();
    return actors.messages;
  },
  render: async () => {
    ({ user, live } = await renderDashboard(actors));
  },
  afterWalk: () => {
    for (const input of actors.messages.inputs.fetchPage!) expect(input).toEqual({ page: 1, limit: 3 });
  },
  notOffered: {
    'page.goto': "the block shows the newest 3; 'View all' leads to /hub-channel",
    'filters.change': 'the block has no filter',
    'item.replace': 'messages are changed in the channel',
    'item.remove': 'a deleted message arrives live and the block fetches again',
  },
  messages: { catalogue: dashboardMessages },
});
