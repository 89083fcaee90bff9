import { type AdminUser, adminUserMessages } from '@contracts/admin-users';
import { type Text, textsOf } from '@contracts/texts';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { accountUpdateMachine } from '@/screens/admin/admin-members/admin-members.machine';
import { accounts, firstPage, renderMembers } from '../support/admin-members-view';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';

type ModelEvent = EventObject & Record<string, unknown>;

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
    const { error } = snapshot.context as { error: Text };
    expect([adminUserMessages.lastAdmin, adminUserMessages.updateFailed]).toContain(error.message);
    expect(screen.getByRole('alert').textContent).toContain(error.message);
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

modelSuite(accountUpdateMachine, {
  title: 'item-update machine: granting a role and disabling an account on /Admin-members',
  eventsFor: eventsFor as never,
  input: { failedText: textsOf(adminUserMessages).updateFailed },
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
