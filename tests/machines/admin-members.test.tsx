import { type AdminUser, adminUserMessages } from '@contracts/admin-users';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminMembersMachine } from '@/screens/admin/admin-members/admin-members.machine';
import { accounts, firstPage, renderMembers, secondPage } from '../support/admin-members-view';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';

/*
 * The account update's graph is walked through this screen in tests/machines/item-update.test.tsx; here
 * the table and the screen machine's own rules.
 */

const eric = accounts[1]!;
const aline = accounts[0]!;
const rowOf = (user: AdminUser) => screen.getByRole('cell', { name: user.email }).closest('tr')!;

describe('/Admin-members: the table', () => {
  it('lists every account 4 a page with a numbered pager: name, e-mail, role, requested role, verified, disabled', async () => {
    const deferred = createDeferredActors(['fetchPage', 'updateItem']);
    const { user } = await renderMembers(deferred);
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

/**
 * The screen machine's own rules, walked through the view: a row's 'Grant role' sends the role chosen in
 * that row, Disable / Enable the opposite of the account's state, and the server's copy replaces the row.
 * The last test fails when the screen machine accepts an event no test here takes.
 */
describe('the /Admin-members screen machine joins its children', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  let user: UserEvent;
  let deferred: DeferredActors;

  async function renderScreen(page = firstPage) {
    deferred = createDeferredActors(['fetchPage', 'updateItem']);
    ({ user } = await renderMembers(deferred));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: page }));
  }

  it("grants the role chosen in the row; the server's copy replaces the row", async () => {
    await renderScreen();
    await user.selectOptions(within(rowOf(eric)).getByLabelText('Role for Eric Habimana'), 'Moderator');
    await user.click(within(rowOf(eric)).getByRole('button', { name: 'Grant role' }));
    expect(deferred.inputs.updateItem).toEqual([{ id: eric.id, changes: { role: 'Moderator' } }]);
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.updateItem', output: { ...eric, role: 'Moderator' } }),
    );
    expect(within(rowOf(eric)).getAllByRole('cell')[2]!.textContent).toBe('Moderator');
    take('member.grantRole', 'member.changed');
  });

  it('disables an active account and enables a disabled one', async () => {
    const disabledGrace = { ...accounts[2]!, disabled: true };
    await renderScreen({ items: [aline, disabledGrace], total: 2 });
    await user.click(screen.getByRole('button', { name: 'Disable Aline Uwase' }));
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.updateItem', output: { ...aline, disabled: true } }),
    );
    expect(screen.getByRole('button', { name: 'Enable Aline Uwase' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enable Grace Mukamana' }));
    expect(deferred.inputs.updateItem).toEqual([
      { id: aline.id, changes: { disabled: true } },
      { id: disabledGrace.id, changes: { disabled: false } },
    ]);
    await act(async () =>
      deferred.settle({
        type: 'xstate.error.actor.updateItem',
        error: { kind: 'http', status: 409, message: adminUserMessages.lastAdmin },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain(adminUserMessages.lastAdmin);
    take('member.toggleDisabled');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(adminMembersMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
