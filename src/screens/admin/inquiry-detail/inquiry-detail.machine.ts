import { hasStatus } from '@contracts/failure-message';
import { type InquiryDetail, inquiryAdminMessages } from '@contracts/inquiries';
import { assign, fromPromise, type PromiseActorLogic, setup } from 'xstate';

/**
 * /admin/hire-inquiries/{id}, one hire-us inquiry with its replies: the screen machine loads it
 * (GET /api/admin/hire-inquiries/:id) and shows it, or the error with a retry, and owns Back: to the page
 * the admin came from, or to the queue when they opened this one directly.
 */

/** A failed load says 'Failed to fetch inquiry'; an id that names no inquiry (404, or malformed: 400) says so. */
export function inquiryDetailError(error: unknown): string {
  return hasStatus(error, 404) || hasStatus(error, 400)
    ? inquiryAdminMessages.notFound
    : inquiryAdminMessages.fetchOneFailed;
}

/** What the view sends: the Back button, and Try again after a failed load. */
export type InquiryDetailEvent = { type: 'inquiry.back' } | { type: 'inquiry.retry' };

export interface InquiryDetailContext {
  id: string;
  inquiry: InquiryDetail | undefined;
  error: string | undefined;
}

/** The network actor the screen calls (`fetchInquiry`). */
export interface InquiryDetailNetwork {
  fetchInquiry: PromiseActorLogic<InquiryDetail, { id: string }>;
}

export const inquiryDetailMachine = setup({
  types: {
    context: {} as InquiryDetailContext,
    input: {} as { id: string },
    events: {} as InquiryDetailEvent,
  },
  actors: {
    fetchInquiry: fromPromise<InquiryDetail, { id: string }>(async () => {
      throw new Error('fetchInquiry is provided by the app');
    }),
  },
  guards: {
    /** The admin came from another page of the app (the router's history: provided by the view). */
    cameFromAPage: () => false,
  },
  actions: {
    assignInquiry: assign({ inquiry: (_, inquiry: InquiryDetail) => inquiry, error: undefined }),
    assignError: assign({ error: (_, { error }: { error: unknown }) => inquiryDetailError(error) }),
    /** Returns to the previous page (the router: provided by the view). */
    goBack: () => {},
    /** Opens /hire-requests (the router: provided by the view). */
    openQueue: () => {},
  },
}).createMachine({
  id: 'inquiryDetail',
  description: 'One hire-us inquiry and the replies sent to it, with Back to where the admin came from.',
  context: ({ input }) => ({ id: input.id, inquiry: undefined, error: undefined }),
  initial: 'loading',
  on: {
    'inquiry.back': [{ guard: 'cameFromAPage', actions: 'goBack' }, { actions: 'openQueue' }],
  },
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

/** The screen with its network: the app's (inquiry-detail.logic.ts) or a test's. */
export function inquiryDetailWith(network: InquiryDetailNetwork) {
  return inquiryDetailMachine.provide({ actors: network });
}
