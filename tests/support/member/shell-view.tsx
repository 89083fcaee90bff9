import type { BadgeCounts } from '@contracts/member-area';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { MemberShell } from '@/layouts/member/member-shell';
import type { DeferredActors } from '../deferred-actors';
import { renderView } from '../render-view';
import { fakeLive, memberSession, shellLogicWith } from './shell';

/** The counts the server answers first, and what the live stream says after a new notification and project. */
export const counts: BadgeCounts = { notifications: 6, resources: 5, projects: 130, messages: 0, events: 6 };
export const changed: BadgeCounts = { notifications: 7, resources: 5, projects: 131, messages: 2, events: 6 };

/** The shell's network and the session's logout, settled by the tests. */
export const shellActorNames = ['fetchCounts', 'revokeSession', 'waitQuiet', 'searchArea'];

/** The member shell around a page, signed in, its live stream open. */
export async function renderShell(deferred: DeferredActors) {
  const session = await memberSession(deferred);
  const live = fakeLive();
  const view = await renderView(
    <MemberShell session={session} logic={shellLogicWith(deferred, live)}>
      <h1>Dashboard</h1>
    </MemberShell>,
    { url: '/dashboard' },
  );
  await live.open();
  return { ...view, session, live };
}

export const sidebar = () => screen.getByRole('navigation', { name: 'Member sections' });

const badgeTexts = () =>
  within(sidebar())
    .queryAllByRole('img')
    .map((badge) => [
      badge.getAttribute('aria-label'),
      badge.textContent,
      badge.closest('a')?.getAttribute('href'),
    ]);

/** The sidebar shows these counts ('99+' above 99), or no badge at all. */
export function expectBadges(shown: BadgeCounts | undefined) {
  if (!shown) {
    expect(badgeTexts()).toEqual([]);
    return;
  }
  const cap = (count: number) => (count > 99 ? '99+' : String(count));
  const label = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;
  expect(badgeTexts()).toEqual([
    [label(shown.notifications, 'unread notification'), cap(shown.notifications), '/notifications'],
    [label(shown.resources, 'liked resource'), cap(shown.resources), '/dashboard/resources'],
    [label(shown.projects, 'project'), cap(shown.projects), '/dashboard/projects'],
    [label(shown.messages, 'unread message'), cap(shown.messages), '/hub-channel'],
    [label(shown.events, 'upcoming event'), cap(shown.events), '/dashboard/events'],
  ]);
}
