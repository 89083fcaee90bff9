import type { HubEvent } from '@contracts/events';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { activateLanguage } from '@/i18n/catalogs';
import { QuickActions } from '@/screens/member/dashboard/quick-actions';
import { type HubChannelNetwork, hubChannelWith } from '@/screens/member/hub-channel/hub-channel.machine';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import { hubEventsWith } from '@/screens/member/hub-events/hub-events.machine';
import { HubEventsView } from '@/screens/member/hub-events/hub-events.view';
import { notificationsWith } from '@/screens/member/notifications/notifications.machine';
import { NotificationsView } from '@/screens/member/notifications/notifications.view';
import { pageOf, sampleNotifications } from '../support/member/notifications';
import { channelMessage, READER_ID } from '../support/messaging-fixtures';
import { renderView } from '../support/render-view';

const meetup: HubEvent = {
  id: '00000001-4444-4444-8444-444444444444',
  title: 'Coming meetup 1',
  location: 'Kigali Innovation Hub',
  start: '2030-01-10T16:00:00.000Z',
  end: '2030-01-10T18:30:00.000Z',
  description: 'Talks and demos',
  image: '',
};

describe('the member area in French', { timeout: 30_000 }, () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it('shows the dashboard quick actions in French', async () => {
    await renderView(<QuickActions />, { url: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Actions rapides' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un projet' })).toBeTruthy();
    expect(screen.queryByText('Quick actions')).toBeNull();
  });

  it('shows the notifications page and its relative times in French', async () => {
    const items = sampleNotifications(3);
    const logic = notificationsWith({
      fetchPage: fromPromise(async () => pageOf(items, 1, 10)),
      markAllRead: fromPromise(async () => {}),
    } as never);
    await renderView(<NotificationsView logic={logic} />, { url: '/notifications' });
    expect(await screen.findByRole('button', { name: 'Tout marquer comme lu' })).toBeTruthy();
    expect(screen.queryByText('Mark all read')).toBeNull();
    expect(screen.queryByText(/ago$/)).toBeNull();
  });

  it('shows the hub events with French tabs and terms', async () => {
    const logic = hubEventsWith({
      fetchPage: fromPromise(async () => ({ items: [meetup], total: 1 })),
    } as never);
    await renderView(<HubEventsView logic={logic} />, { url: '/dashboard/events' });
    expect(screen.getByRole('heading', { name: 'Événements du Hub' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Événements à venir' })).toBeTruthy();
    expect(await screen.findByText('Début')).toBeTruthy();
    expect(screen.queryByText('Upcoming events')).toBeNull();
  });

  it('shows the hub channel composer and member count in French', async () => {
    const network = {
      fetchMessages: fromPromise(async () => ({
        messages: [channelMessage('m1', 'Morning all')],
        hasOlder: false,
        meta: { memberCount: 12 },
      })),
      sendMessage: fromPromise(async () => {}),
      deleteItem: fromPromise(async () => {}),
    } as unknown as HubChannelNetwork;
    await renderView(<HubChannelView logic={hubChannelWith(network)} readerId={() => READER_ID} />, {
      url: '/hub-channel',
    });
    expect(await screen.findByText('12 membres')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Écrire un message…')).toBeTruthy();
    expect(screen.getByText('Morning all')).toBeTruthy();
    expect(screen.queryByText('Send')).toBeNull();
  });
});
