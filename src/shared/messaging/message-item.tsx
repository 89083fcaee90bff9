import type { Reaction } from '@contracts/messaging';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShownMessage } from '@machines/conversation-room.machine';
import type { reactionsMachine } from '@machines/reactions.machine';
import { MenuButton, type MenuItem } from '@/components/ui/menu-button';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { MessageText } from './message-text';
import * as css from './messaging.css';
import { ReactionBar } from './reaction-bar';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface MessageItemProps {
  message: ShownMessage;
  /** The first of a group from one sender: shows the name and time. */
  groupStart: boolean;
  reactionsLogic: typeof reactionsMachine;
  onReactionsChanged: (messageId: string, reactions: Reaction[]) => void;
  onReply?: ((message: ShownMessage) => void) | undefined;
  onDelete?: ((message: ShownMessage) => void) | undefined;
}

/** Copies a message's text (the 'more' menu); a browser that refuses leaves the clipboard as it was. */
function copyText(text: string) {
  void navigator.clipboard?.writeText(text).catch(() => {});
}

/**
 * One message: its sender (in their colour) and time at the start of a group, the quoted message of a
 * reply, the text (links are links, never HTML), the image, the reactions, and actions on hover or focus.
 */
export function MessageItem({
  message,
  groupStart,
  reactionsLogic,
  onReactionsChanged,
  onReply,
  onDelete,
}: MessageItemProps) {
  const { t } = useLingui();
  const time = useFormat().time(message.createdAt);
  const author = message.author.name;
  const more: MenuItem[] = [{ label: t`Copy text`, onSelect: () => copyText(message.text) }];
  if (onDelete && message.mine) more.push({ label: t`Delete message`, onSelect: () => onDelete(message) });
  return (
    <li
      className={groupStart ? css.messageFirst : css.message}
      aria-label={`${message.author.name}, ${time}`}
    >
      {groupStart && (
        <p className={css.messageHeader}>
          <span className={css.author} style={{ color: message.author.colour }}>
            {message.author.name}
          </span>{' '}
          <time className={css.time} dateTime={message.createdAt}>
            {time}
          </time>
        </p>
      )}
      {message.replyTo && (
        <blockquote className={css.quote}>
          <span className={css.quoteAuthor}>{message.replyTo.author.name}</span>{' '}
          {message.replyTo.text ?? t`This message was deleted.`}
        </blockquote>
      )}
      <MessageText text={message.text} />
      {message.imageUrl && <img src={message.imageUrl} alt={t`Sent by ${author}`} className={css.image} />}
      <div className={css.messageFooter}>
        <ReactionBar
          messageId={message.id}
          reactions={message.reactions}
          logic={reactionsLogic}
          onChanged={(reactions) => onReactionsChanged(message.id, reactions)}
        />
        <div className={css.actions}>
          {onReply && (
            <button type="button" className={css.action} onClick={() => onReply(message)}>
              <Trans>Reply</Trans>
            </button>
          )}
          <MenuButton
            id={`more-${message.id}`}
            label={t`More actions for the message from ${author}`}
            items={more}
          />
        </div>
      </div>
    </li>
  );
}
