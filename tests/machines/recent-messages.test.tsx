import type { ChannelMessage } from '@contracts/messaging';
import { relativeTime } from '@contracts/relative-time';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { recentMessagesMachine } from '@/screens/member/dashboard/dashboard.machine';
import { dashboardActors, renderDashboard } from '../support/member/dashboard';
import { dashboardBlockSuite } from '../support/member/dashboard-block-suite';

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

dashboardBlockSuite<ChannelMessage>({
  machine: recentMessagesMachine,
  region: 'Messages',
  actors: 'messages',
  limit: 3,
  texts: { loading: 'Loading messages...', empty: 'No messages yet.', failed: 'Failed to fetch messages' },
  items: latest,
  shown: (items) =>
    items.map(
      (message) =>
        `${message.author.name}${relativeTime(new Date(message.createdAt), new Date())}${message.text}`,
    ),
  itemText: (item) => item.textContent,
  /** Someone writes in the hub channel: the newest 3 are fetched again. */
  refreshEvent: { type: 'channel.message.created', data: { id: 'm0' } },
  notOffered: {
    'page.goto': "the block shows the newest 3; 'View all' leads to /hub-channel",
    'filters.change': 'the block has no filter',
    'item.replace': 'messages are changed in the channel',
    'item.remove': 'a deleted message arrives live and the block fetches again',
  },
});

it("Messages' View all leads to /hub-channel, whatever the block shows", async () => {
  await renderDashboard(dashboardActors());
  const link = within(screen.getByRole('region', { name: 'Messages' })).getByRole('link', {
    name: 'View all messages',
  });
  expect([link.textContent, link.getAttribute('href')]).toEqual(['View all', '/hub-channel']);
});
