import { messagingMessages } from '@contracts/messaging';
import type { Page } from '@contracts/paging';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { memberPickerMachine, type PickableMember } from '@/shared/messaging/member-picker.logic';
import type { DeferredActors } from '../support/deferred-actors';
import {
  ADA_ID,
  DirectMessagesAtUrl,
  deferredDirectLogic,
  fakeLiveStream,
  withLive,
} from '../support/messaging-fixtures';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

/**
 * 'New message' on /messages/{id}: the member picker (the collection factory, 8 a page, searched by name;
 * the server offers active accounts only, tests/server/messaging-conversations.test.ts, and the wiring test
 * picks one with the keyboard against the real server).
 */
type Snap = SnapshotFrom<typeof memberPickerMachine>;
type Payload = EventObject & Record<string, unknown>;

const member = (n: number, name: string, online = false): PickableMember => {
  const accountId = `50000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
  return { id: accountId, accountId, name, colour: '#05274C', online };
};
const names = [
  'Ada Obi',
  'Bola Ade',
  'Chidi Eze',
  'Dayo Ola',
  'Efe Uche',
  'Femi Ojo',
  'Gbenga Ali',
  'Hauwa Sani',
];
const firstPage: Page<PickableMember> = {
  items: names.map((name, i) => member(i + 1, name, i === 0)),
  total: 9,
};
const grace = member(9, 'Grace Mensah', true);
const secondPage: Page<PickableMember> = { items: [grace], total: 9 };
const graceFound: Page<PickableMember> = { items: [grace], total: 1 };
const noneFound: Page<PickableMember> = { items: [], total: 0 };

/**
 * The first page (or a failure and a retry), the next page and back, a search by name (one found, none
 * found) and clearing it.
 */
function eventsFor(snapshot: Snap): Payload[] {
  const { page, filters } = snapshot.context;
  const q = String(filters.q ?? '');
  if (snapshot.matches('loading')) {
    if (q === 'grace') return [{ type: 'xstate.done.actor.fetchPage', output: graceFound }];
    if (q === 'zzz') return [{ type: 'xstate.done.actor.fetchPage', output: noneFound }];
    if (page === 2) return [{ type: 'xstate.done.actor.fetchPage', output: secondPage }];
    return [
      { type: 'xstate.done.actor.fetchPage', output: firstPage },
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    ];
  }
  if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
  if (q !== '') return [{ type: 'filters.change', filters: { q: '' } }];
  if (page === 2) return [{ type: 'page.goto', page: 1 }];
  return [
    { type: 'page.goto', page: 2 },
    { type: 'filters.change', filters: { q: 'grace' } },
    { type: 'filters.change', filters: { q: 'zzz' } },
  ];
}

let deferred: DeferredActors;
let user: Awaited<ReturnType<typeof renderView>>['user'];

const dialog = () => screen.getByRole('dialog', { name: 'Start a conversation' });
const searchBox = () => within(dialog()).getByRole('textbox', { name: 'Search members' }) as HTMLInputElement;

function expectSearch(snapshot: Snap) {
  expect(searchBox().value).toBe(String(snapshot.context.filters.q ?? ''));
}

const states: StateAssertions = {
  loading: (snapshot) => {
    expectSearch(snapshot as Snap);
    expect(within(dialog()).getByText('Loading members…')).toBeTruthy();
    const { page, filters } = (snapshot as Snap).context;
    expect(deferred.inputs.fetchPage?.at(-1)).toEqual({ page, limit: 8, q: filters.q });
  },
  loaded: (snapshot) => {
    const { context } = snapshot as Snap;
    expectSearch(snapshot as Snap);
    const links = within(within(dialog()).getByRole('list', { name: 'Members' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      context.items.map((item) => `${item.name}${item.online ? messagingMessages.onlineNow : ''}`),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      context.items.map((item) => `/messages/${item.accountId}`),
    );
    const pager = within(dialog()).queryByRole('navigation', { name: 'Member pages' });
    expect(pager?.textContent ?? null).toBe(
      context.total > 8 ? `PrevPage ${context.page} of ${Math.ceil(context.total / 8)}Next` : null,
    );
  },
  empty: (snapshot) => {
    expectSearch(snapshot as Snap);
    expect(within(dialog()).getByText('No members match.')).toBeTruthy();
    expect(within(dialog()).queryByRole('list', { name: 'Members' })).toBeNull();
  },
  failed: (snapshot) => {
    expect(within(dialog()).getByRole('alert').textContent).toBe((snapshot as Snap).context.error?.message);
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

const executors: EventExecutors = {
  'filters.change': async (event) => {
    await user.clear(searchBox());
    const q = String(((event as Payload).filters as { q: string }).q);
    if (q) await user.type(searchBox(), q);
  },
  'page.goto': (event) =>
    user.click(
      within(dialog()).getByRole('button', { name: (event as Payload).page === 2 ? 'Next' : 'Prev' }),
    ),
  'collection.retry': () => user.click(within(dialog()).getByRole('button', { name: 'Try again' })),
};

modelSuite(memberPickerMachine, {
  title: "member picker ('New message' on /messages/{id})",
  input: { filters: { q: '' } },
  eventsFor: eventsFor as never,
  states,
  executors,
  notOffered: {
    'item.replace': 'the picker only reads members',
    'item.remove': 'the picker only reads members',
    'collection.refresh': 'the picker only reads members (it is read again each time it opens)',
  },
  deferredActors: ['fetchConversations', 'fetchPage', 'fetchMessages', 'sendMessage', 'toggleReaction'],
  render: async (walk) => {
    deferred = walk.deferred!;
    const logic = deferredDirectLogic(deferred);
    ({ user } = await renderView(withLive(fakeLiveStream(), <DirectMessagesAtUrl {...logic} />), {
      url: `/messages/${ADA_ID}`,
    }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchConversations', output: [] }));
    await user.click(screen.getByRole('button', { name: 'New message' }));
    await waitFor(() => expect(dialog()).toBeTruthy());
  },
});
