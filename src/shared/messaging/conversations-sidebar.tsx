import { type Conversation, messagingMessages, previewText } from '@contracts/messaging';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type conversationsMachine, matchingConversations } from '@machines/conversations.machine';
import { disclosureMachine } from '@machines/disclosure.machine';
import { Link } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CountBadge } from '@/components/ui/badge';
import { button } from '@/components/ui/button';
import { LoadStatus } from '@/components/ui/load-state';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { MemberPicker } from './member-picker';
import { type MemberPickerLogic, memberPickerLogic } from './member-picker.logic';
import * as css from './messaging.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The list of conversations, as the screen runs it. */
export type ConversationsActor = ActorRefFrom<typeof conversationsMachine>;

function ConversationEntry({ conversation, now }: { conversation: Conversation; now: Date }) {
  const { t } = useLingui();
  const text = useSourceText();
  const format = useFormat();
  return (
    <li>
      <Link
        to="/messages/$id"
        params={{ id: conversation.accountId }}
        className={css.conversationLink}
        activeProps={{ 'aria-current': 'page' }}
      >
        <span className={css.conversationName} style={{ color: conversation.colour }}>
          {conversation.name}
        </span>
        {conversation.unread > 0 ? (
          <CountBadge count={conversation.unread} label={(count) => t`${count} unread`} />
        ) : (
          <span />
        )}
        <span className={css.preview}>{previewText(conversation.lastMessage)}</span>
        {conversation.lastMessageAt && (
          <time className={css.time} dateTime={conversation.lastMessageAt}>
            {format.relative(new Date(conversation.lastMessageAt), now)}
          </time>
        )}
        {conversation.online && <span className={css.online}>{text(messagingMessages.onlineNow)}</span>}
      </Link>
    </li>
  );
}

/**
 * The left list of /messages/{id}: 'Hub Collaboration' (the channel), 'Direct Messages' with its count,
 * a search over conversations, each conversation, and starting a new one.
 */
export function ConversationsSidebar({
  conversations,
  memberPicker = memberPickerLogic,
}: {
  conversations: ConversationsActor;
  /** 'Start a conversation' (tests pass a deferred one). */
  memberPicker?: MemberPickerLogic | undefined;
}) {
  const snapshot = useSelector(conversations, (state) => state);
  const [picker, sendPicker] = useActor(disclosureMachine, { inspect });
  const shown = matchingConversations(snapshot.context);
  const now = new Date();
  const { t } = useLingui();
  const text = useSourceText();
  const state = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  return (
    <aside className={css.sidebar} aria-label={t`Conversations`}>
      <h2 className={css.sidebarTitle}>{text(messagingMessages.sidebarTitle)}</h2>
      <Link to="/hub-channel" className={css.conversationLink}>
        <span className={css.conversationName}>{text(messagingMessages.channelTitle)}</span>
      </Link>
      <h3 className={css.sidebarHeading}>
        {text(messagingMessages.directMessages)}
        <CountBadge
          count={snapshot.context.conversations.length}
          label={(count) => plural(count, { one: '# conversation', other: '# conversations' })}
        />
      </h3>
      <TextField
        id="conversation-search"
        label={t`Search conversations`}
        value={snapshot.context.query}
        onChange={(query) => conversations.send({ type: 'search.change', query })}
      />
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        onClick={() => sendPicker({ type: 'panel.toggle' })}
      >
        <Trans>New message</Trans>
      </button>
      <LoadStatus
        state={state === 'loaded' && snapshot.context.conversations.length === 0 ? 'empty' : state}
        loadingText={t`Loading conversations…`}
        emptyText={text(messagingMessages.noConversations)}
        error={snapshot.context.error && text(snapshot.context.error)}
        onRetry={() => conversations.send({ type: 'conversations.retry' })}
      />
      {state === 'loaded' && snapshot.context.conversations.length > 0 && shown.length === 0 && (
        <p className={css.preview}>
          <Trans>No conversations match.</Trans>
        </p>
      )}
      <ul className={css.conversationList} aria-label={text(messagingMessages.directMessages)}>
        {shown.map((conversation) => (
          <ConversationEntry key={conversation.accountId} conversation={conversation} now={now} />
        ))}
      </ul>
      <Modal
        open={picker.matches('open')}
        title={t`Start a conversation`}
        onClose={() => sendPicker({ type: 'panel.escape' })}
      >
        <MemberPicker logic={memberPicker} onPicked={() => sendPicker({ type: 'panel.navigate' })} />
      </Modal>
    </aside>
  );
}
