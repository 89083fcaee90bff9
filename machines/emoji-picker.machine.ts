import { pickerEmojis } from '@contracts/messaging';
import { assertEvent, assign, setup } from 'xstate';

/** The spec's 16 emojis, two rows of eight. */
export const PICKER_EMOJIS = pickerEmojis;
export const PICKER_COLUMNS = 8;

/** Keys that move the focus inside the grid. */
export type PickerMove = 'next' | 'previous' | 'up' | 'down' | 'first' | 'last';

export interface EmojiPickerContext {
  /** The emoji that holds the focus (roving tabindex) while the grid is open. */
  active: number;
}

export type EmojiPickerEvent =
  | { type: 'picker.toggle' }
  | { type: 'picker.close' }
  | { type: 'focus.move'; move: PickerMove }
  | { type: 'emoji.choose'; index: number };

const last = PICKER_EMOJIS.length - 1;

/** The index a key moves to: arrows wrap around the grid, Home and End jump to its ends. */
export function movedIndex(active: number, move: PickerMove): number {
  const count = PICKER_EMOJIS.length;
  switch (move) {
    case 'next':
      return (active + 1) % count;
    case 'previous':
      return (active - 1 + count) % count;
    case 'down':
      return (active + PICKER_COLUMNS) % count;
    case 'up':
      return (active - PICKER_COLUMNS + count) % count;
    case 'first':
      return 0;
    case 'last':
      return last;
  }
}

/**
 * The composer's emoji button (the picker toggles open and closed; choosing an emoji appends it to
 * the input). The grid is keyboard navigable (arrows, Home, End); Escape closes it and gives the focus back
 * to the button. What choosing does is the composer's (`insertEmoji`, provided by the view).
 */
export const emojiPickerMachine = setup({
  types: {
    context: {} as EmojiPickerContext,
    events: {} as EmojiPickerEvent,
  },
  actions: {
    resetActive: assign({ active: 0 }),
    moveActive: assign({
      active: ({ context, event }) => {
        assertEvent(event, 'focus.move');
        return movedIndex(context.active, event.move);
      },
    }),
    chooseActive: assign({
      active: ({ event }) => {
        assertEvent(event, 'emoji.choose');
        return event.index;
      },
    }),
    /** Provided by the view: appends the emoji to the composer's text. */
    insertEmoji: (_, _params: { emoji: string }) => {},
    /** Provided by the view: moves the DOM focus to the active emoji. */
    focusActive: () => {},
    /** Provided by the view: gives the focus back to the emoji button. */
    focusToggle: () => {},
  },
}).createMachine({
  id: 'emojiPicker',
  description: "The composer's emoji button and its grid of the spec's 16 emojis.",
  context: { active: 0 },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the emoji button shows; aria-expanded is false.',
      on: { 'picker.toggle': { target: 'open', actions: ['resetActive', 'focusActive'] } },
    },
    open: {
      description: 'The grid of 16 emojis shows; the active one holds the focus.',
      on: {
        'picker.toggle': { target: 'closed' },
        'picker.close': { target: 'closed', actions: 'focusToggle' },
        'focus.move': { actions: ['moveActive', 'focusActive'] },
        'emoji.choose': {
          actions: [
            'chooseActive',
            {
              type: 'insertEmoji',
              params: ({ event }) => ({ emoji: PICKER_EMOJIS[event.index] ?? '' }),
            },
          ],
        },
      },
    },
  },
});
