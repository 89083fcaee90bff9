import { type Conversation, messagingMessages, previewText } from '@contracts/messaging';
import { relativeTime } from '@contracts/relative-time';
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
import { inspect } from '@/lib/inspect';
import { MemberPicker } from './member-picker';
import { type MemberPickerLogic, memberPickerLogic } from './member-picker.logic';
import * as css from './messaging.css';

/** The list of conversations, as the screen runs it. */
export type ConversationsActor = ActorRefFrom<typeof conversationsMachine>;

function ConversationEntry({ conversation, now }: { conversation: Conversation; now: Date }) {
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
          <CountBadge count={conversation.unread} label={(count) => `${count} unread`} />
        ) : (
          <span />
        )}
        <span className={css.preview}>{previewText(conversation.lastMessage)}</span>
        {conversation.lastMessageAt && (
          <time className={css.time} dateTime={conversation.lastMessageAt}>
            {relativeTime(new Date(conversation.lastMessageAt), now)}
          </time>
        )}
        {conversation.online && <span className={css.online}>{messagingMessages.onlineNow}</span>}
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
  const state = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  return (
    <aside className={css.sidebar} aria-label="Conversations">
      <h2 className={css.sidebarTitle}>{messagingMessages.sidebarTitle}</h2>
      <Link to="/hub-channel" className={css.conversationLink}>
        <span className={css.conversationName}>{messagingMessages.channelTitle}</span>
      </Link>
      <h3 className={css.sidebarHeading}>
        {messagingMessages.directMessages}
        <CountBadge
          count={snapshot.context.conversations.length}
          label={(count) => `${count} conversation${count === 1 ? '' : 's'}`}
        />
      </h3>
      <TextField
        id="conversation-search"
        label="Search conversations"
        value={snapshot.context.query}
        onChange={(query) => conversations.send({ type: 'search.change', query })}
      />
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        onClick={() => sendPicker({ type: 'panel.toggle' })}
      >
        New message
      </button>
      <LoadStatus
        state={state === 'loaded' && snapshot.context.conversations.length === 0 ? 'empty' : state}
        loadingText="Loading conversations…"
        emptyText={messagingMessages.noConversations}
        error={snapshot.context.error}
        onRetry={() => conversations.send({ type: 'conversations.retry' })}
      />
      {state === 'loaded' && snapshot.context.conversations.length > 0 && shown.length === 0 && (
        <p className={css.preview}>No conversations match.</p>
      )}
      <ul className={css.conversationList} aria-label={messagingMessages.directMessages}>
        {shown.map((conversation) => (
          <ConversationEntry key={conversation.accountId} conversation={conversation} now={now} />
        ))}
      </ul>
      <Modal
        open={picker.matches('open')}
        title="Start a conversation"
        onClose={() => sendPicker({ type: 'panel.escape' })}
      >
        <MemberPicker logic={memberPicker} onPicked={() => sendPicker({ type: 'panel.navigate' })} />
      </Modal>
    </aside>
  );
}
