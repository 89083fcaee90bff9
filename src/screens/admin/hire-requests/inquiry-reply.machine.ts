import { failureText } from '@contracts/failure-message';
import { InquiryReplyRequest, inquiryAdminMessages } from '@contracts/inquiries';
import { type Text, textsOf } from '@contracts/texts';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * 'Reply to Inquiry': Subject and Message, Cancel / Send.
 * A sent reply closes the modal and clears it; a failure keeps it open with 'Failed to send reply' (and
 * the server's reason when it gave one) instead of only logging.
 */
export type ReplyField = 'subject' | 'message';

export interface InquiryReplyContext {
  /** The inquiry answered: its id, and who the reply goes to (for the dialog's text). */
  inquiry: { id: string; to: string } | undefined;
  subject: string;
  message: string;
  /** 'Failed to send reply', or the rule the fields break; undefined when fine. */
  error: string | undefined;
  /** The server's reason for a failed send, when it gave one. */
  errorDetail: Text | undefined;
  /** 'Reply sent to …' after a success, until dismissed or another reply starts. */
  notice: string | undefined;
}

export type InquiryReplyEvent =
  | { type: 'reply.open'; id: string; to: string }
  | { type: 'field.change'; field: ReplyField; value: string }
  | { type: 'reply.submit' }
  | { type: 'reply.cancel' }
  | { type: 'notice.dismiss' };

const emptyReply = { subject: '', message: '', error: undefined, errorDetail: undefined };

/** The first rule a draft breaks (subject first), or undefined. */
export function replyProblem(draft: { subject: string; message: string }): string | undefined {
  const result = v.safeParse(InquiryReplyRequest, draft);
  return result.success ? undefined : result.issues[0].message;
}

/** The server's reason when it gave one that says more than the spec's text. */
function serverReason(error: unknown): Text | undefined {
  const text = failureText(error, {
    http: textsOf(inquiryAdminMessages).replyFailed,
    network: textsOf(inquiryAdminMessages).replyFailed,
    unexpected: textsOf(inquiryAdminMessages).replyFailed,
  });
  return text.message === inquiryAdminMessages.replyFailed ? undefined : text;
}

export const inquiryReplyMachine = setup({
  types: {
    context: {} as InquiryReplyContext,
    events: {} as InquiryReplyEvent,
  },
  actors: {
    sendReply: fromPromise<unknown, { id: string; subject: string; message: string }>(async () => {
      throw new Error('sendReply is provided by the app');
    }),
  },
  guards: {
    isDraftInvalid: ({ context }) => replyProblem(context) !== undefined,
  },
  actions: {
    openFor: assign(({ event }) => {
      assertEvent(event, 'reply.open');
      return { ...emptyReply, inquiry: { id: event.id, to: event.to }, notice: undefined };
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { ...context, [event.field]: event.value };
    }),
    assignDraftProblem: assign({ error: ({ context }) => replyProblem(context), errorDetail: undefined }),
    assignSendFailure: assign({
      error: inquiryAdminMessages.replyFailed,
      errorDetail: (_, { error }: { error: unknown }) => serverReason(error),
    }),
    assignSent: assign(({ context }) => ({
      ...emptyReply,
      inquiry: undefined,
      notice: `Reply sent to ${context.inquiry?.to ?? ''}`,
    })),
    clearReply: assign({ ...emptyReply, inquiry: undefined }),
    clearNotice: assign({ notice: undefined }),
  },
}).createMachine({
  id: 'inquiryReply',
  description: "The 'Reply to Inquiry' modal of the queue: write, send, close on success.",
  context: { ...emptyReply, inquiry: undefined, notice: undefined },
  initial: 'closed',
  states: {
    closed: {
      description: "No modal; after a sent reply, 'Reply sent to …' until dismissed.",
      on: {
        'reply.open': { target: 'editing', actions: 'openFor' },
        'notice.dismiss': { actions: 'clearNotice' },
      },
    },
    editing: {
      description: 'The modal with Subject, Message, Cancel and Send (and the last failure, if any).',
      on: {
        'field.change': { actions: 'assignField' },
        'reply.submit': [{ guard: 'isDraftInvalid', actions: 'assignDraftProblem' }, { target: 'sending' }],
        'reply.cancel': { target: 'closed', actions: 'clearReply' },
      },
    },
    sending: {
      description: 'The reply is on its way; the fields and both buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({
          id: context.inquiry?.id ?? '',
          subject: context.subject,
          message: context.message,
        }),
        onDone: { target: 'closed', actions: 'assignSent' },
        onError: {
          target: 'editing',
          actions: { type: 'assignSendFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
