import { failureText } from '@contracts/failure-message';
import { type Project, projectMessages, RejectProjectRequest } from '@contracts/projects';
import { type Text, textOfIssue, textsOf } from '@contracts/texts';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * 'Reject project' (a rejection carries a reason the owner is notified of): a dialog with the
 * reason, Cancel / Reject. A stored rejection closes it and `notifyRejected` (provided by the screen) shows
 * the server's copy in the list; a failure keeps the dialog open with the reason typed and the message.
 */
export interface ProjectRejectContext {
  /** The project being rejected: its id and title (for the dialog's text). */
  target: { id: string; title: string } | undefined;
  reason: string;
  /** The rule the reason breaks, or the server's message for a failed send. */
  error: Text | undefined;
}

export type ProjectRejectEvent =
  | { type: 'reject.open'; id: string; title: string }
  | { type: 'reason.change'; value: string }
  | { type: 'reject.submit' }
  | { type: 'reject.cancel' };

/** The rule the reason breaks ('Please give a reason for the rejection'), or undefined. */
export function reasonProblem(reason: string): Text | undefined {
  const result = v.safeParse(RejectProjectRequest, { reason });
  return result.success ? undefined : textOfIssue(result.issues[0]);
}

const rejectFailed = textsOf(projectMessages).rejectFailed;

export const projectRejectMachine = setup({
  types: {
    context: {} as ProjectRejectContext,
    events: {} as ProjectRejectEvent,
  },
  actors: {
    rejectProject: fromPromise<Project, { id: string; reason: string }>(async () => {
      throw new Error('rejectProject is provided by the app');
    }),
  },
  guards: {
    isReasonInvalid: ({ context }) => reasonProblem(context.reason) !== undefined,
  },
  actions: {
    openFor: assign(({ event }) => {
      assertEvent(event, 'reject.open');
      return { target: { id: event.id, title: event.title }, reason: '', error: undefined };
    }),
    assignReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.value, error: undefined };
    }),
    assignReasonProblem: assign({ error: ({ context }) => reasonProblem(context.reason) }),
    assignSendError: assign({
      error: (_, { error }: { error: unknown }) =>
        failureText(error, { http: rejectFailed, network: rejectFailed, unexpected: rejectFailed }),
    }),
    clear: assign({ target: undefined, reason: '', error: undefined }),
    /** The screen puts the server's copy of the project in its list. */
    notifyRejected: (_, _params: { project: Project }) => {},
  },
}).createMachine({
  id: 'projectReject',
  description: "The 'Reject project' dialog: a reason, then POST /api/admin/projects/:id/reject.",
  context: { target: undefined, reason: '', error: undefined },
  initial: 'closed',
  states: {
    closed: {
      description: "No dialog; a row's Reject opens it.",
      on: { 'reject.open': { target: 'editing', actions: 'openFor' } },
    },
    editing: {
      description: 'The reason field, Cancel and Reject (and why the last try failed).',
      on: {
        'reason.change': { actions: 'assignReason' },
        'reject.submit': [
          { guard: 'isReasonInvalid', actions: 'assignReasonProblem' },
          { target: 'sending' },
        ],
        'reject.cancel': { target: 'closed', actions: 'clear' },
      },
    },
    sending: {
      description: "The rejection is on its way: 'Rejecting...', the field and buttons disabled.",
      tags: ['busy'],
      invoke: {
        id: 'rejectProject',
        src: 'rejectProject',
        input: ({ context }) => ({ id: context.target?.id ?? '', reason: context.reason.trim() }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notifyRejected', params: ({ event }) => ({ project: event.output }) }, 'clear'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSendError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
