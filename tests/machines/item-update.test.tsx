import { type AdminUser, adminUserMessages } from '@contracts/admin-users';
import type { Page } from '@contracts/paging';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { accountUpdateMachine, adminMembersLogic } from '@/features/admin/members/admin-members.logic';
import { AdminMembersPage } from '@/features/admin/members/admin-members-page';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

type ModelEvent = EventObject & Record<string, unknown>;

const accounts: AdminUser[] = [
  ['Aline', 'Uwase', 'Admin', null],
  ['Eric', 'Habimana', 'Member', 'Moderator'],
  ['Grace', 'Mukamana', 'Member', null],
  ['Diane', 'Ingabire', 'Member', 'Admin'],
  ['Patrick', 'Mugisha', 'Member', null],
].map(([first, last, role, requested], index) => ({
  id: `10000000-0000-4000-8000-00000000000${index + 1}`,
  email: `${String(first).toLowerCase()}@hub.example`,
  first_name: first as string,
  last_name: last as string,
  role: role as AdminUser['role'],
  requested_role: requested as AdminUser['requested_role'],
  verified: index !== 2,
  disabled: false,
  created_at: '2025-05-01T10:00:00.000Z',
}));
const firstPage: Page<AdminUser> = { items: accounts.slice(0, 4), total: 5 };
const secondPage: Page<AdminUser> = { items: accounts.slice(4), total: 5 };

const eric = accounts[1]!;
const aline = accounts[0]!;
const grant = { id: eric.id, changes: { role: 'Moderator' } };
const disable = { id: aline.id, changes: { disabled: true } };

function eventsFor(snapshot: { value: unknown }): ModelEvent[] {
  const submits = [
    { type: 'update.submit', ...grant },
    { type: 'update.submit', ...disable },
  ];
  if (snapshot.value === 'idle') return submits;
  if (snapshot.value === 'failed') return [...submits, { type: 'update.dismiss' }];
  return [
    { type: 'xstate.done.actor.updateItem', output: { ...eric, role: 'Moderator' } },
    {
      type: 'xstate.error.actor.updateItem',
      error: { kind: 'http', status: 409, message: adminUserMessages.lastAdmin },
    },
    { type: 'xstate.error.actor.updateItem', error: { kind: 'network' } },
  ];
}

const rowOf = (user: AdminUser) => screen.getByRole('cell', { name: user.email }).closest('tr')!;

const states: StateAssertions = {
  idle: () => {
    expect(screen.queryByRole('alert')).toBeNull();
    for (const row of screen.getAllByRole('button', { name: 'Grant role' }))
      expect(row).toHaveProperty('disabled', false);
  },
  updating: (snapshot) => {
    const { id } = snapshot.context as { id: string };
    const user = accounts.find((account) => account.id === id)!;
    expect(within(rowOf(user)).getByRole('button', { name: 'Grant role' })).toHaveProperty('disabled', true);
  },
  failed: (snapshot) => {
    const { error } = snapshot.context as { error: string };
    expect([adminUserMessages.lastAdmin, adminUserMessages.updateFailed]).toContain(error);
    expect(screen.getByRole('alert').textContent).toContain(error);
  },
};

let user: UserEvent;
const executors: EventExecutors = {
  'update.submit': async (event) => {
    const { id, changes } = event as unknown as {
      id: string;
      changes: { role?: string; disabled?: boolean };
    };
    const account = accounts.find((candidate) => candidate.id === id)!;
    const row = rowOf(account);
    if (changes.role) {
      await user.selectOptions(
        within(row).getByLabelText(`Role for ${account.first_name} ${account.last_name}`),
        changes.role,
      );
      await user.click(within(row).getByRole('button', { name: 'Grant role' }));
    } else {
      await user.click(
        within(row).getByRole('button', { name: `Disable ${account.first_name} ${account.last_name}` }),
      );
    }
  },
  'update.dismiss': () => user.click(screen.getByRole('button', { name: 'Dismiss' })),
};

async function renderMembers(deferred: DeferredActors) {
  const provided = { actors: deferred.actors as never };
  const logic = {
    members: adminMembersLogic.members.provide(provided),
    update: adminMembersLogic.update.provide(provided),
  };
  const view = await renderView(<AdminMembersPage logic={logic} />, { url: '/Admin-members' });
  return view;
}

modelSuite(accountUpdateMachine, {
  title: 'item-update machine: granting a role and disabling an account on /Admin-members',
  eventsFor: eventsFor as never,
  input: { failedText: adminUserMessages.updateFailed },
  states,
  executors,
  deferredActors: ['fetchPage', 'updateItem'],
  render: async ({ deferred }: WalkContext) => {
    ({ user } = await renderMembers(deferred!));
    await act(async () => deferred!.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));
  },
  afterWalk: ({ deferred, path }) => {
    const sent = path.steps
      .filter((step) => step.event.type === 'update.submit')
      .map((step) => {
        const { id, changes } = step.event as unknown as { id: string; changes: unknown };
        return { id, changes };
      });
    expect(deferred!.inputs.updateItem).toEqual(sent);
    // The server's copy replaces the row.
    if (path.steps.at(-1)?.event.type === 'xstate.done.actor.updateItem')
      expect(within(rowOf(eric)).getAllByRole('cell')[2]!.textContent).toBe('Moderator');
  },
});

describe('/Admin-members', () => {
  it('lists every account 4 a page with a numbered pager: name, e-mail, role, requested role, verified, disabled', async () => {
    const deferred = createDeferredActors(['fetchPage', 'updateItem']);
    ({ user } = await renderMembers(deferred));
    expect(screen.getByRole('cell', { name: 'Loading members...' })).toBeTruthy();
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Requested role', 'Verified', 'Disabled', 'Action']);
    const ericCells = within(rowOf(eric))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(ericCells.slice(0, 6)).toEqual([
      'EHEric Habimana',
      eric.email,
      'Member',
      'Moderator',
      'Verified',
      'Active',
    ]);
    // The requested role is preselected for granting.
    expect(within(rowOf(eric)).getByLabelText('Role for Eric Habimana')).toHaveProperty('value', 'Moderator');
    const nav = screen.getByRole('navigation', { name: 'Members pages' });
    expect(within(nav).getByRole('button', { current: 'page' }).textContent).toBe('1');
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(deferred.inputs.fetchPage).toEqual([
      { page: 1, limit: 4 },
      { page: 2, limit: 4 },
    ]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: secondPage }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Members pages' })).getByRole('button', {
        name: 'Page 1',
      }),
    );
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch members');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(deferred.inputs.fetchPage).toHaveLength(4);
  });
});
