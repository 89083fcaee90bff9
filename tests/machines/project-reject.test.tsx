import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { projectRejectMachine } from '@/screens/admin/admin-projects/project-reject.machine';
import {
  createAdminProjectsDeferred,
  renderAdminProjects,
  sampleProject,
} from '../support/admin-projects-view';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof projectRejectMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const published = sampleProject({ status: 'active' });
const reason = 'The link is broken';

function eventsFor(snapshot: Snap): ModelEvent[] {
  const { context } = snapshot;
  if (snapshot.matches('closed')) return [{ type: 'reject.open', id: published.id, title: published.title }];
  if (snapshot.matches('sending'))
    return [
      {
        type: 'xstate.done.actor.rejectProject',
        output: { ...published, status: 'review', rejectionReason: reason },
      },
      {
        type: 'xstate.error.actor.rejectProject',
        error: { kind: 'http', status: 404, message: 'Project not found' },
      },
      { type: 'xstate.error.actor.rejectProject', error: { kind: 'network' } },
    ];
  if (context.reason === '' && !context.error)
    return [{ type: 'reject.submit' }, { type: 'reason.change', value: reason }, { type: 'reject.cancel' }];
  if (context.reason === '') return [{ type: 'reason.change', value: reason }];
  return [{ type: 'reject.submit' }];
}

const dialog = () => screen.queryByRole('dialog', { name: 'Reject project' });
const submitButton = () => within(dialog()!).getByRole('button', { name: /^(Reject|Rejecting\.\.\.)$/ });
const row = () => screen.getByRole('row', { name: new RegExp(published.title) });

function expectDialog(snapshot: Snap, busy: boolean) {
  const { reason: typed, error } = snapshot.context;
  expect(within(dialog()!).getByText(`The owner of “${published.title}” is told the reason.`)).toBeTruthy();
  expect((within(dialog()!).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe(typed);
  expect(
    within(dialog()!)
      .queryAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual(error ? [error.message] : []);
  expect(submitButton().textContent).toBe(busy ? 'Rejecting...' : 'Reject');
  expect((submitButton() as HTMLButtonElement).disabled).toBe(busy);
}

const states: StateAssertions = {
  closed: () => {
    expect(dialog()).toBeNull();
    expect(within(row()).getByText(/^(active|review)$/)).toBeTruthy();
  },
  editing: (snapshot) => expectDialog(snapshot as Snap, false),
  sending: (snapshot) => expectDialog(snapshot as Snap, true),
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

const executors: EventExecutors = {
  'reject.open': () => user.click(screen.getByRole('button', { name: `Reject ${published.title}` })),
  'reason.change': async (event) => {
    await user.clear(within(dialog()!).getByLabelText('Reason'));
    await user.type(
      within(dialog()!).getByLabelText('Reason'),
      (event as ModelEvent & { value: string }).value,
    );
  },
  'reject.submit': () => user.click(submitButton()),
  'reject.cancel': () => user.click(within(dialog()!).getByRole('button', { name: 'Cancel' })),
};

modelSuite(projectRejectMachine, {
  title: "project reject machine: /Admin-projects' 'Reject project' dialog",
  eventsFor: eventsFor as never,
  states,
  executors,
  deferredActors: createAdminProjectsDeferred,
  render: async ({ deferred }) => {
    ({ user } = await renderAdminProjects(deferred!, [published]));
  },
  afterWalk: ({ deferred, path }) => {
    for (const input of deferred!.inputs.rejectProject!) expect(input).toEqual({ id: published.id, reason });
    // A stored rejection shows in the row: status review, the reason, and no Reject button.
    if (path.steps.at(-1)?.event.type === 'xstate.done.actor.rejectProject') {
      expect(within(row()).getByText('review')).toBeTruthy();
      expect(within(row()).getByText(`Rejected: ${reason}`)).toBeTruthy();
      expect(within(row()).queryByRole('button', { name: `Reject ${published.title}` })).toBeNull();
    }
  },
});
