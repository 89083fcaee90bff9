import type { HireInquiryDetail } from '@contracts/hire-inquiries';
import { inquiryDetailMachine } from '@machines/inquiry-detail.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, setup } from 'xstate';

/**
 * /admin/hire-inquiries/{id}, one hire-us inquiry with its replies: one screen machine, the parent of the
 * inquiry's load (the detail child, which shows itself and its retry). The screen owns Back: to the page the
 * admin came from, or to the queue when they opened this one directly.
 */

/** What the view sends: the Back button. */
export type HireInquiryEvent = { type: 'inquiry.back' };

/** The children as the screen runs them. */
const children = { inquiryDetail: inquiryDetailMachine };

/** The network actor the detail calls (`fetchInquiry`). */
export interface HireInquiryNetwork {
  fetchInquiry: PromiseActorLogic<HireInquiryDetail, { id: string }>;
}

export const hireInquiryMachine = setup({
  types: {
    context: {} as { id: string },
    input: {} as { id: string },
    events: {} as HireInquiryEvent,
    /** The child's id is its src: `snapshot.children.inquiryDetail` is typed. */
    children: {} as { inquiryDetail: 'inquiryDetail' },
  },
  actors: children,
  guards: {
    /** The admin came from another page of the app (the router's history: provided by the view). */
    cameFromAPage: () => false,
  },
  actions: {
    /** Returns to the previous page (the router: provided by the view). */
    goBack: () => {},
    /** Opens /hire-requests (the router: provided by the view). */
    openQueue: () => {},
  },
}).createMachine({
  id: 'hireInquiry',
  description: 'One hire-us inquiry and the replies sent to it, with Back to where the admin came from.',
  context: ({ input }) => ({ id: input.id }),
  initial: 'open',
  states: {
    open: {
      description:
        "Back, then the inquiry's load: 'Loading…', the inquiry and its replies, or the error with a retry.",
      invoke: part('inquiryDetail', ({ context }: { context: { id: string } }) => ({ id: context.id })),
      on: {
        'inquiry.back': [{ guard: 'cameFromAPage', actions: 'goBack' }, { actions: 'openQueue' }],
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its child calls: the app's (hire-inquiry.logic.ts) or a test's. */
export function hireInquiryWith(network: HireInquiryNetwork) {
  return hireInquiryMachine.provide({
    actors: {
      inquiryDetail: children.inquiryDetail.provide({ actors: { fetchInquiry: network.fetchInquiry } }),
    },
  });
}
