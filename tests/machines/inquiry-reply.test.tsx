import { inquiryAdminMessages } from '@contracts/inquiries';
import type { Text } from '@contracts/texts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { inquiryReplyMachine } from '@/screens/admin/hire-requests/inquiry-reply.machine';
import { inquiryReplyMessages } from '../fixtures/admin-inquiry-messages';
import { chooseFromMenu, sampleInquiries } from '../support/admin/inquiries';
import { queueActorNames, renderLoadedQueue } from '../support/admin/queue-render';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';

type ModelEvent = EventObject & Record<string, unknown>;
type ReplyContext = {
  inquiry: { id: string; to: string } | undefined;
  subject: string;
  message: string;
  error: string | undefined;
  errorDetail: Text | undefined;
  notice: string | undefined;
};

const inquiry = sampleInquiries[0]!;
const draft = { subject: 'Your request', message: 'Thank you, let us talk on Monday.' };
const sentReply = {
  id: 'r1',
  ...draft,
  sent_by: 'Hub Admin',
  sent_at: '2025-05-21T08:00:00.000Z',
};

function eventsFor(snapshot: { value: unknown; context: ReplyContext }): ModelEvent[] {
  const { context } = snapshot;
  switch (snapshot.value) {
    case 'closed':
      return [{ type: 'reply.open', id: inquiry.id, to: inquiry.email }, { type: 'notice.dismiss' }];
    case 'editing':
      return [
        ...(context.subject === '' ? [{ type: 'field.change', field: 'subject', value: draft.subject }] : []),
        ...(context.message === '' ? [{ type: 'field.change', field: 'message', value: draft.message }] : []),
        { type: 'reply.submit' },
        { type: 'reply.cancel' },
      ];
    default:
      return [
        { type: 'xstate.done.actor.sendReply', output: sentReply },
        {
          type: 'xstate.error.actor.sendReply',
          error: { kind: 'http', status: 502, message: inquiryAdminMessages.mailFailed },
        },
        { type: 'xstate.error.actor.sendReply', error: { kind: 'network' } },
      ];
  }
}

const dialog = () => screen.queryByRole('dialog', { name: 'Reply to Inquiry' });

const states: StateAssertions = {
  closed: (snapshot) => {
    const { notice } = snapshot.context as ReplyContext;
    expect(dialog()).toBeNull();
    if (notice) expect(screen.getByRole('status').textContent).toContain(`Reply sent to ${inquiry.email}`);
    else expect(screen.queryByText(/Reply sent/)).toBeNull();
  },
  editing: (snapshot) => {
    const context = snapshot.context as ReplyContext;
    const modal = dialog()!;
    expect(within(modal).getByText(`To: ${inquiry.email}`)).toBeTruthy();
    expect(within(modal).getByLabelText('Subject')).toHaveProperty('value', context.subject);
    expect(within(modal).getByLabelText('Message')).toHaveProperty('value', context.message);
    expect(within(modal).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    const alert = within(modal).queryByRole('alert');
    if (!context.error) expect(alert).toBeNull();
    else {
      expect(alert!.textContent).toContain(context.error);
      if (context.errorDetail) expect(alert!.textContent).toContain(context.errorDetail.message);
    }
  },
  sending: () => {
    const modal = dialog()!;
    expect(within(modal).getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(within(modal).getByLabelText('Subject')).toHaveProperty('disabled', true);
  },
};

let user: UserEvent;
let deferred: DeferredActors;

const executors: EventExecutors = {
  'reply.open': () => chooseFromMenu(user, inquiry, 'Reply'),
  'field.change': (event) => {
    const { field, value } = event as unknown as { field: 'subject' | 'message'; value: string };
    return user.type(within(dialog()!).getByLabelText(field === 'subject' ? 'Subject' : 'Message'), value);
  },
  'reply.submit': () => user.click(within(dialog()!).getByRole('button', { name: 'Send' })),
  'reply.cancel': () => user.click(within(dialog()!).getByRole('button', { name: 'Cancel' })),
  'notice.dismiss': () => user.click(screen.getByRole('button', { name: 'Dismiss' })),
};

modelSuite(inquiryReplyMachine, {
  title: "inquiry reply machine: 'Reply to Inquiry' on /hire-requests",
  eventsFor: eventsFor as never,
  states,
  executors,
  deferredActors: queueActorNames,
  render: async ({ deferred: actors }: WalkContext) => {
    ({ user, deferred } = await renderLoadedQueue(actors));
  },
  afterWalk: () => {
    for (const input of deferred.inputs.sendReply!) expect(input).toEqual({ id: inquiry.id, ...draft });
  },
  messages: {
    catalogue: inquiryReplyMessages,
    shownText: () => dialog()?.textContent ?? '',
  },
});

describe('reply dialog', () => {
  it("says what a draft lacks ('Subject is required') without sending, and Escape closes it", async () => {
    ({ user, deferred } = await renderLoadedQueue());
    await chooseFromMenu(user, inquiry, 'Reply');
    await user.click(within(dialog()!).getByRole('button', { name: 'Send' }));
    expect(within(dialog()!).getByRole('alert').textContent).toBe('Subject is required');
    expect(deferred.inputs.sendReply).toEqual([]);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      `Actions for ${inquiry.company_name} - ${inquiry.job_title}`,
    );
  });
});
