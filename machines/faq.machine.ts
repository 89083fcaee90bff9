import { assign, setup } from 'xstate';

export interface FaqContext {
  /** The open question's position, or null when all are closed. */
  openIndex: number | null;
}

export type FaqEvent = { type: 'question.toggle'; index: number };

/** The FAQ accordion: one open question or none; clicking the open one closes it. */
export const faqMachine = setup({
  types: {
    context: {} as FaqContext,
    events: {} as FaqEvent,
  },
  guards: {
    isOpenQuestion: ({ context, event }) => event.index === context.openIndex,
  },
  actions: {
    assignOpenIndex: assign({ openIndex: ({ event }) => event.index }),
    clearOpenIndex: assign({ openIndex: null }),
  },
}).createMachine({
  id: 'faq',
  description: 'Four questions, each a button that shows or hides its answer.',
  context: { openIndex: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Every answer is hidden; every button has aria-expanded false.',
      on: {
        'question.toggle': { target: 'open', actions: 'assignOpenIndex' },
      },
    },
    open: {
      description: 'One answer is shown under its question; the others are hidden.',
      on: {
        'question.toggle': [
          { guard: 'isOpenQuestion', target: 'closed', actions: 'clearOpenIndex' },
          { actions: 'assignOpenIndex' },
        ],
      },
    },
  },
});
