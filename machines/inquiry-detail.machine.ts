import { hasStatus } from '@contracts/failure-message';
import { type HireInquiryDetail, hireInquiryMessages } from '@contracts/hire-inquiries';
import { assign, fromPromise, setup } from 'xstate';

/** A failed load says 'Failed to fetch inquiry'; an id that names no inquiry (404, or malformed: 400) says so. */
export function inquiryDetailError(error: unknown): string {
  return hasStatus(error, 404) || hasStatus(error, 400)
    ? hireInquiryMessages.notFound
    : hireInquiryMessages.fetchOneFailed;
}

/** /admin/hire-inquiries/{id}: fetch one inquiry with its replies; show it, or the error with a retry. */
export const inquiryDetailMachine = setup({
  types: {
    context: {} as { id: string; inquiry: HireInquiryDetail | undefined; error: string | undefined },
    input: {} as { id: string },
    events: {} as { type: 'inquiry.retry' },
  },
  actors: {
    fetchInquiry: fromPromise<HireInquiryDetail, { id: string }>(async () => {
      throw new Error('fetchInquiry is provided by the app');
    }),
  },
  actions: {
    assignInquiry: assign({ inquiry: (_, inquiry: HireInquiryDetail) => inquiry, error: undefined }),
    assignError: assign({ error: (_, { error }: { error: unknown }) => inquiryDetailError(error) }),
  },
}).createMachine({
  id: 'inquiryDetail',
  description: 'One hire inquiry and the replies sent to it, from GET /api/admin/hire-inquiries/:id.',
  context: ({ input }) => ({ id: input.id, inquiry: undefined, error: undefined }),
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading…' under the Back button.",
      tags: ['busy'],
      invoke: {
        id: 'fetchInquiry',
        src: 'fetchInquiry',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignInquiry', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      description: 'Company and job title, From, Email, Message, Status, Created, and the replies.',
    },
    failed: {
      description: "'Failed to fetch inquiry' (or 'Inquiry not found') with a way to try again.",
      on: { 'inquiry.retry': { target: 'loading' } },
    },
  },
});
