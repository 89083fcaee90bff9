import { type Member, membersErrorMessage } from '@contracts/members';
import type { Page } from '@contracts/paging';
import { pageCountOf } from '@machines/collection.machine';
import { builtInMembers } from '@server/db/seed-data/members';
import { useSearch } from '@tanstack/react-router';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type MembersNetwork, membersMachine, membersWith } from '@/screens/public/members/members.machine';
import { MembersView } from '@/screens/public/members/members.view';
import { parseMembersSearch } from '@/screens/public/members/members-search';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

/**
 * The collection machine (machines/collection.machine.ts), walked through one real view built on it: the
 * members grid on /members (the factory at 6 a page with the members list's error texts). The item, filter
 * and refresh events are walked on the admin screens that offer them.
 */

const allMembers: Member[] = builtInMembers.map(({ sortOrder: _, skills = [], ...member }) => ({
  ...member,
  skills,
}));

/** What the API answers: 7 members at 6 a page, (another directory) 3 members on one page, or none. */
const firstOfTwo: Page<Member> = { items: allMembers.slice(0, 6), total: 7 };
const secondOfTwo: Page<Member> = { items: allMembers.slice(6), total: 7 };
const onlyPage: Page<Member> = { items: allMembers.slice(0, 3), total: 3 };
const noMembers: Page<Member> = { items: [], total: 0 };

const failures = [{ kind: 'http', status: 500 }, { kind: 'invalid-response' }, { kind: 'network' }] as const;

/** A user event or an actor outcome with its payload. */
type ModelEvent = EventObject & Record<string, unknown>;

type PagerSnapshot = { value: unknown; context: { page: number; total: number; pageSize: number } };

/** Answers that fit the page asked for; no page changes while a request is pending (tested on its own below). */
function eventsFor(snapshot: PagerSnapshot): ModelEvent[] {
  const { page } = snapshot.context;
  if (snapshot.value === 'revalidating') {
    // The prerendered first page, fetched again quietly: the same page, another one, none, or a failure.
    return [
      { type: 'xstate.done.actor.fetchPage', output: firstOfTwo },
      { type: 'xstate.done.actor.fetchPage', output: onlyPage },
      { type: 'xstate.done.actor.fetchPage', output: noMembers },
      { type: 'xstate.error.actor.fetchPage', error: failures[0] },
      { type: 'page.goto', page: 2 },
    ];
  }
  if (snapshot.value === 'loading') {
    const answers: ModelEvent[] = [
      ...(page === 1
        ? [
            { type: 'xstate.done.actor.fetchPage', output: firstOfTwo },
            { type: 'xstate.done.actor.fetchPage', output: onlyPage },
            { type: 'xstate.done.actor.fetchPage', output: noMembers },
          ]
        : [{ type: 'xstate.done.actor.fetchPage', output: secondOfTwo }]),
      ...failures.map((error) => ({ type: 'xstate.error.actor.fetchPage', error })),
    ];
    return answers;
  }
  // Page buttons are shown for several pages; otherwise the address bar can still change the page.
  const addressBar = snapshot.value === 'failed' || snapshot.value === 'empty';
  const pages = addressBar || pageCountOf(snapshot.context) > 1 ? [1, 2] : [];
  return [
    ...pages.filter((target) => target !== page).map((target) => ({ type: 'page.goto', page: target })),
    { type: 'collection.retry' },
  ];
}

/** The route reads ?page= with the same schema; here a bare router stands in for it. */
function PagerHarness({ logic, initial }: { logic: ReturnType<typeof membersWith>; initial?: Page<Member> }) {
  const { page } = parseMembersSearch(useSearch({ strict: false }));
  return <MembersView page={page} initial={initial} logic={logic} />;
}

const grid = () => screen.queryByRole('region', { name: 'Member profiles' });
const pager = () => screen.queryByRole('navigation', { name: 'Members pages' });

function expectPager(context: { page: number; total: number; pageSize: number }) {
  const nav = pager();
  const totalPages = pageCountOf(context);
  if (totalPages <= 1) {
    expect(nav).toBeNull();
    return;
  }
  const links = within(nav!).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(
    Array.from({ length: totalPages }, (_, index) => String(index + 1)),
  );
  expect(within(nav!).getByRole('link', { current: 'page' })).toHaveProperty(
    'textContent',
    String(context.page),
  );
}

function expectShown(snapshot: { context: unknown }) {
  const {
    items: members,
    page,
    total,
    pageSize,
  } = snapshot.context as {
    items: Member[];
    page: number;
    total: number;
    pageSize: number;
  };
  expect(screen.queryByText('Loading members...')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  const cards = within(grid()!)
    .getAllByRole('listitem')
    .filter((item) => item.closest('nav') === null);
  expect(cards).toHaveLength(members.length);
  for (const member of members) {
    const link = screen.getByRole('link', { name: member.name });
    expect(link.getAttribute('href')).toBe(`/members/${member.id}`);
    expect(screen.getByText(member.role, { selector: 'p' })).toBeTruthy();
  }
  expectPager({ page, total, pageSize });
}

function expectEmpty() {
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('There are no members on this page.')).toBeTruthy();
  expect(within(grid()!).queryAllByRole('listitem')).toEqual([]);
  expect(pager()).toBeNull();
}

const states: StateAssertions = {
  loading: () => {
    expect(screen.getByRole('status').textContent).toBe('Loading members...');
    expect(screen.queryByRole('alert')).toBeNull();
    const cardLinks = within(grid()!)
      .queryAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/members/'));
    expect(cardLinks).toEqual([]);
  },
  loaded: expectShown,
  // The prerendered page: the same grid and pager as loaded, no loading text while it is fetched again.
  revalidating: expectShown,
  empty: expectEmpty,
  // A prerendered empty page: its empty text (no loading text) while it is fetched again.
  revalidatingEmpty: expectEmpty,
  failed: (snapshot) => {
    const alert = screen.getByRole('alert');
    expect(['Failed to fetch members', 'Invalid response format', 'Unknown error']).toContain(
      alert.textContent,
    );
    expect(alert.textContent).toBe((snapshot.context as { error: { message: string } }).error.message);
    expect(screen.queryByRole('link', { name: allMembers[0]!.name })).toBeNull();
    expect(pager()).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let router: Awaited<ReturnType<typeof renderView>>['router'];
let deferred: DeferredActors;

const executors: EventExecutors = {
  /** The page button when it is shown, else the address bar / history (a shared link, the Back button). */
  'page.goto': async (event) => {
    const { page } = event as { type: 'page.goto'; page: number };
    const button = pager() && within(pager()!).queryByRole('link', { name: `Page ${page}` });
    if (button) await user.click(button);
    else await act(() => router.navigate({ to: '/members', search: { page } } as never));
    expect(router.state.location.search).toEqual({ page });
  },
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
};

async function renderPager(
  url: string,
  actors: DeferredActors = createDeferredActors(['fetchPage']),
  initial?: Page<Member>,
) {
  deferred = actors;
  const logic = membersWith(deferred.actors as unknown as MembersNetwork);
  ({ user, router } = await renderView(<PagerHarness logic={logic} initial={initial} />, { url }));
}

modelSuite(membersMachine, {
  title: 'collection machine (the members grid, which is the /members screen machine, through the screen)',
  eventsFor: eventsFor as never,
  inputs: [
    { label: '', input: { page: 1 } },
    // A prerendered /members: the first page comes with the HTML and is fetched again quietly.
    { label: 'prerendered', input: { page: 1, initial: firstOfTwo } },
    { label: 'prerendered empty', input: { page: 1, initial: { items: [], total: 0 } } },
  ],
  states,
  executors,
  deferredActors: ['fetchPage'],
  render: ({ deferred: actors, input }) =>
    renderPager('/members?page=1', actors, (input as { initial?: Page<Member> }).initial),
  // Every fetch asked for the page in the URL at that moment, 6 at a time.
  afterWalk: ({ deferred: actors }) => {
    for (const input of actors!.inputs.fetchPage!) expect(input).toMatchObject({ limit: 6 });
  },
  notOffered: {
    'item.replace': 'the grid has no item actions: walked in tests/machines/hire-requests.test.tsx',
    'item.remove': 'the grid has no item actions: walked in tests/machines/hire-requests.test.tsx',
    'filters.change': 'the grid has no filters: walked in tests/machines/hire-requests.test.tsx',
    'collection.refresh': 'the grid has no refresh button: walked in tests/machines/hire-requests.test.tsx',
  },
});

describe('collection machine on /members: the address bar and stale answers', () => {
  it('starts at the page in the URL, and an invalid ?page= means page 1', async () => {
    await renderPager('/members?page=2');
    expect(deferred.inputs.fetchPage).toEqual([{ page: 2, limit: 6 }]);
    await renderPager('/members?page=abc');
    expect(deferred.inputs.fetchPage).toEqual([{ page: 1, limit: 6 }]);
  });

  it('drops the answer for a page the user has left while it was loading', async () => {
    await renderPager('/members?page=1');
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstOfTwo }));
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(deferred.inputs.fetchPage).toEqual([
      { page: 1, limit: 6 },
      { page: 2, limit: 6 },
      { page: 1, limit: 6 },
    ]);
    // Leaving page 2 stopped its request: only page 1's run is still pending, and its answer is shown.
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstOfTwo }));
    expect(() => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: secondOfTwo })).toThrow(
      /no pending run/,
    );
    expect(screen.getByRole('link', { name: allMembers[0]!.name })).toBeTruthy();
    expect(screen.queryByRole('link', { name: allMembers[6]!.name })).toBeNull();
  });

  it('maps failures to the spec texts', () => {
    expect(membersErrorMessage({ kind: 'http', status: 404, message: 'Nope' }).message).toBe(
      'Failed to fetch members',
    );
    expect(membersErrorMessage({ kind: 'http', status: 500 }).message).toBe('Failed to fetch members');
    expect(membersErrorMessage({ kind: 'invalid-response' }).message).toBe('Invalid response format');
    expect(membersErrorMessage({ kind: 'network' }).message).toBe('Unknown error');
    expect(membersErrorMessage({ kind: 'timeout' }).message).toBe('Unknown error');
    expect(membersErrorMessage(new Error('boom')).message).toBe('Unknown error');
  });
});
