import { Trans, useLingui } from '@lingui/react/macro';
import { emojiPickerMachine, PICKER_EMOJIS, type PickerMove } from '@machines/emoji-picker.machine';
import { useActor } from '@xstate/react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { visuallyHidden } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import * as css from './messaging.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const keyMoves: Record<string, PickerMove> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  ArrowDown: 'down',
  ArrowUp: 'up',
  Home: 'first',
  End: 'last',
};

/** The composer's emoji button and its grid of 16 (arrows, Home and End move; Escape closes). */
export function EmojiPicker({ onChoose }: { onChoose: (emoji: string) => void }) {
  const gridId = useId();
  const { t } = useLingui();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLFieldSetElement>(null);
  const [snapshot, send] = useActor(
    emojiPickerMachine.provide({
      actions: {
        insertEmoji: (_, { emoji }) => onChoose(emoji),
        // After React has drawn the grid (it opens in the same step).
        focusActive: ({ context }) =>
          queueMicrotask(() =>
            gridRef.current?.querySelectorAll<HTMLButtonElement>('button')[context.active]?.focus(),
          ),
        focusToggle: () => toggleRef.current?.focus(),
      },
    }),
    { inspect },
  );
  const open = snapshot.matches('open');

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      send({ type: 'picker.close' });
      return;
    }
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    send({ type: 'focus.move', move });
  }

  return (
    <div className={css.popoverAnchor}>
      <button
        ref={toggleRef}
        type="button"
        className={css.action}
        aria-label={t`Emoji`}
        title={t`Emoji`}
        aria-expanded={open}
        aria-controls={gridId}
        onClick={() => send({ type: 'picker.toggle' })}
      >
        <span aria-hidden="true">😀</span>
      </button>
      <fieldset ref={gridRef} id={gridId} hidden={!open} className={css.emojiGrid} onKeyDown={onKeyDown}>
        <legend className={visuallyHidden}>
          <Trans>Emojis</Trans>
        </legend>
        {PICKER_EMOJIS.map((emoji, index) => (
          <button
            key={emoji}
            type="button"
            className={css.emojiButton}
            tabIndex={index === snapshot.context.active ? 0 : -1}
            aria-label={t`Insert ${emoji}`}
            onClick={() => send({ type: 'emoji.choose', index })}
          >
            {emoji}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
