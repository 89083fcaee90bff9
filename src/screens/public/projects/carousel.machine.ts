import { assertEvent, assign, setup } from 'xstate';

/** The carousel shows 2 projects at a time and needs at least 2. */
export const CAROUSEL_VISIBLE = 2;

export interface CarouselContext {
  /** The first visible project (0-based). */
  index: number;
  count: number;
}

/** The number of dots is the project count minus 1, at least 1. */
export function dotCount(count: number): number {
  return Math.max(1, count - 1);
}

export type CarouselEvent =
  | { type: 'slide.previous' }
  | { type: 'slide.next' }
  | { type: 'slide.goto'; index: number };

/**
 * The projects carousel: two projects at a time; previous while the index is above 0, next
 * while index + 2 is below the count; one dot per position. Fewer than 2 projects: nothing is shown.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    input: {} as { count: number },
    events: {} as CarouselEvent,
  },
  guards: {
    hasTooFewProjects: ({ context }) => context.count < CAROUSEL_VISIBLE,
    canGoPrevious: ({ context }) => context.index > 0,
    canGoNext: ({ context }) => context.index + CAROUSEL_VISIBLE < context.count,
    isOtherDot: ({ context, event }) => {
      assertEvent(event, 'slide.goto');
      return (
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < dotCount(context.count) &&
        event.index !== context.index
      );
    },
  },
  actions: {
    showPrevious: assign({ index: ({ context }) => context.index - 1 }),
    showNext: assign({ index: ({ context }) => context.index + 1 }),
    showDot: assign(({ event }) => {
      assertEvent(event, 'slide.goto');
      return { index: event.index };
    }),
    /** Provided by the screen: an arrow that hides at its end must not take the keyboard focus with it. */
    keepFocus: () => {},
  },
}).createMachine({
  id: 'carousel',
  description: 'Two projects at a time with previous/next arrows (each hidden at its end) and dots.',
  context: ({ input }) => ({ index: 0, count: input.count }),
  initial: 'browsing',
  states: {
    browsing: {
      description:
        'Projects index and index + 1 are shown; the previous arrow while canGoPrevious, the next arrow while canGoNext.',
      always: { guard: 'hasTooFewProjects', target: 'hidden' },
      on: {
        'slide.previous': { guard: 'canGoPrevious', actions: ['showPrevious', 'keepFocus'] },
        'slide.next': { guard: 'canGoNext', actions: ['showNext', 'keepFocus'] },
        'slide.goto': { guard: 'isOtherDot', actions: ['showDot', 'keepFocus'] },
      },
    },
    hidden: {
      // Not final: the carousel runs as long as its screen, which reads a part that ends as a failure.
      description: 'Fewer than 2 projects: the carousel renders nothing.',
    },
  },
});
