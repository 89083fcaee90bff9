import {
  emojiPickerMachine,
  movedIndex,
  PICKER_EMOJIS,
  type PickerMove,
} from '@machines/emoji-picker.machine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { EmojiPicker } from '@/shared/messaging/emoji-picker';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof emojiPickerMachine>;

const keyOf: Record<PickerMove, string> = {
  next: '{ArrowRight}',
  previous: '{ArrowLeft}',
  down: '{ArrowDown}',
  up: '{ArrowUp}',
  first: '{Home}',
  last: '{End}',
};

/** Open and close by button and Escape; every key from the first emoji, Home back to it; choose another one. */
function eventsFor(snapshot: Snap): (EventObject & Record<string, unknown>)[] {
  if (snapshot.matches('closed')) return [{ type: 'picker.toggle' }];
  const { active } = snapshot.context;
  const moves: PickerMove[] = active === 0 ? ['next', 'previous', 'down', 'up', 'last'] : ['first'];
  return [
    { type: 'picker.toggle' },
    { type: 'picker.close' },
    { type: 'emoji.choose', index: active === 0 ? 5 : 0 },
    ...moves.map((move) => ({ type: 'focus.move', move })),
  ];
}

const toggle = () => screen.getByRole('button', { name: 'Emoji' });
const emojiButtons = () => screen.getAllByRole('button', { name: /^Insert /, hidden: true });
let chosen: string[] = [];

const states: StateAssertions = {
  closed: () => {
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('button', { name: /^Insert / })).toEqual([]);
  },
  open: (snapshot) => {
    const { active } = (snapshot as Snap).context;
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const buttons = screen.getAllByRole('button', { name: /^Insert / });
    expect(buttons.map((button) => button.textContent)).toEqual([...PICKER_EMOJIS]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[active]]);
    expect(document.activeElement).toBe(buttons[active]);
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'picker.toggle': () => user.click(toggle()),
  'picker.close': async () => {
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(toggle());
  },
  'focus.move': (event) => user.keyboard(keyOf[(event as EventObject & { move: PickerMove }).move]),
  'emoji.choose': (event) => user.click(emojiButtons()[(event as EventObject & { index: number }).index]!),
};

modelSuite(emojiPickerMachine, {
  title: 'emoji picker machine (the composer of /hub-channel and /messages/{id})',
  eventsFor: eventsFor as never,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snap).context.active]),
  states,
  executors,
  render: async () => {
    chosen = [];
    ({ user } = await renderView(<EmojiPicker onChoose={(emoji) => chosen.push(emoji)} />));
  },
  afterWalk: ({ path }) => {
    const expected = path.steps
      .map((step) => step.event as EventObject & { index?: number })
      .filter((event) => event.type === 'emoji.choose')
      .map((event) => PICKER_EMOJIS[event.index!]);
    expect(chosen).toEqual(expected);
  },
});

describe('emoji picker grid', () => {
  it('wraps around from any emoji (the paths walk the keys from the first one)', () => {
    expect(movedIndex(15, 'next')).toBe(0);
    expect(movedIndex(3, 'up')).toBe(11);
    expect(movedIndex(12, 'down')).toBe(4);
    expect(movedIndex(7, 'last')).toBe(15);
  });
});
