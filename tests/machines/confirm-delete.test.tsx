import { inquiryAdminMessages } from '@contracts/inquiries';
import { type Text, textsOf } from '@contracts/texts';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { cardTitle, chooseFromMenu, sampleInquiries } from '../support/admin/inquiries';
import { queueActorNames, renderLoadedQueue } from '../support/admin/queue-render';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';

type ModelEvent = EventObject & Record<string, unknown>;
const inquiry = sampleInquiries[0]!;

function eventsFor(snapshot: { value: unknown }): ModelEvent[] {
  switch (snapshot.value) {
    case 'idle':
      return [{ type: 'delete.request', id: inquiry.id, name: cardTitle(inquiry) }];
    case 'asking':
      return [{ type: 'delete.confirm' }, { type: 'delete.cancel' }];
    default:
      return [
        { type: 'xstate.done.actor.deleteItem', output: undefined },
        { type: 'xstate.error.actor.deleteItem', error: { kind: 'http', status: 500 } },
        {
          type: 'xstate.error.actor.deleteItem',
          error: { kind: 'http', status: 404, message: inquiryAdminMessages.notFound },
        },
      ];
  }
}

const dialog = () => screen.queryByRole('dialog', { name: 'Delete Confirmation' });

const states: StateAssertions = {
  idle: () => expect(dialog()).toBeNull(),
  asking: (snapshot) => {
    const { error } = snapshot.context as { error: Text | undefined };
    const modal = dialog()!;
    expect(within(modal).getByText('Are you sure you want to delete this inquiry?')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
    const alert = within(modal).queryByRole('alert');
    if (error) expect(alert!.textContent).toBe(error.message);
    else expect(alert).toBeNull();
  },
  deleting: () => {
    expect(within(dialog()!).getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
    expect(within(dialog()!).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  },
};

let user: UserEvent;
let deferred: DeferredActors;

const executors: EventExecutors = {
  'delete.request': () => chooseFromMenu(user, inquiry, 'Delete'),
  'delete.confirm': () => user.click(within(dialog()!).getByRole('button', { name: 'Delete' })),
  'delete.cancel': () => user.click(within(dialog()!).getByRole('button', { name: 'Cancel' })),
};

modelSuite(confirmDeleteMachine, {
  title: "confirm-delete machine: 'Delete Confirmation' of an inquiry on /hire-requests",
  eventsFor: eventsFor as never,
  input: { failedText: textsOf(inquiryAdminMessages).deleteFailed },
  states,
  executors,
  deferredActors: queueActorNames,
  render: async ({ deferred: actors }: WalkContext) => {
    ({ user, deferred } = await renderLoadedQueue(actors));
  },
  afterWalk: ({ path }) => {
    for (const input of deferred.inputs.deleteItem!) expect(input).toEqual({ id: inquiry.id });
    // A delete the server did refills the page from the server.
    const deleted = path.steps.some((step) => step.event.type === 'xstate.done.actor.deleteItem');
    expect(deferred.inputs.fetchPage!.length).toBe(deleted ? 2 : 1);
  },
});
