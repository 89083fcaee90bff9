import { type Reaction, type ReactionEmoji, reactionEmojis } from '@contracts/messaging';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type reactionsMachine, shownReactions } from '@machines/reactions.machine';
import { useActor } from '@xstate/react';
import { useId } from 'react';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as css from './messaging.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface ReactionBarProps {
  messageId: string;
  reactions: readonly Reaction[];
  /** The reactions machine with its network actor (tests pass deferred ones). */
  logic: typeof reactionsMachine;
  /** The server's copy of the message's reactions after a toggle. */
  onChanged: (reactions: Reaction[]) => void;
}

/** 'Ada, Ben' reacted with 👍: the chip's tooltip and accessible name. */
function whoReacted(reaction: Reaction, i18n: I18n): string {
  const { emoji, count } = reaction;
  const names = reaction.reactedBy.join(', ');
  return reaction.mine
    ? i18n._(msg`${emoji} ${plural(count, { one: '# reaction', other: '# reactions' })}: ${names} (yours)`)
    : i18n._(msg`${emoji} ${plural(count, { one: '# reaction', other: '# reactions' })}: ${names}`);
}

/**
 * A message's reactions (one chip per emoji with its count; who reacted on hover or focus) and its
 * 'Add reaction' choice of the six. Clicking a chip or an emoji toggles the member's own reaction.
 */
export function ReactionBar({ messageId, reactions, logic, onChanged }: ReactionBarProps) {
  const [snapshot, send] = useActor(
    logic.provide({ actions: { notifyChanged: (_, params) => onChanged(params.reactions) } }),
    { input: { messageId }, inspect },
  );
  const pickerId = useId();
  const { t, i18n } = useLingui();
  const text = useSourceText();
  const picker = useDisclosure<HTMLDivElement>(pickerId);
  const shown = shownReactions(reactions, snapshot.context.pending);
  const busy = snapshot.hasTag('busy');
  const toggle = (emoji: ReactionEmoji) =>
    send({ type: 'reaction.toggle', emoji, mine: shown.some((item) => item.emoji === emoji && item.mine) });

  return (
    <div className={css.reactions}>
      {shown.length > 0 && (
        <ul className={css.reactionList} aria-label={t`Reactions`}>
          {shown.map((reaction) => (
            <li key={reaction.emoji}>
              <button
                type="button"
                className={reaction.mine ? css.reactionMine : css.reaction}
                aria-pressed={reaction.mine}
                aria-label={whoReacted(reaction, i18n)}
                title={whoReacted(reaction, i18n)}
                disabled={busy}
                onClick={() => toggle(reaction.emoji)}
              >
                <span aria-hidden="true">
                  {reaction.emoji} {reaction.count}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={css.popoverAnchor}>
        <button
          {...picker.triggerProps}
          className={css.action}
          aria-label={t`Add reaction`}
          title={t`Add reaction`}
          disabled={busy}
          onClick={picker.isOpen ? picker.triggerProps.onClick : picker.openWithFocus}
        >
          <span aria-hidden="true">☺+</span>
        </button>
        <div {...picker.panelProps} className={css.popover} hidden={!picker.isOpen}>
          {reactionEmojis.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={css.emojiButton}
              aria-label={t`React with ${emoji}`}
              onClick={() => {
                picker.onNavigate();
                toggle(emoji);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      </div>
      {snapshot.context.error && (
        <p role="alert" className={css.inlineError}>
          {text(snapshot.context.error)}{' '}
          <button type="button" className={css.linkButton} onClick={() => send({ type: 'error.dismiss' })}>
            <Trans>Dismiss</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
