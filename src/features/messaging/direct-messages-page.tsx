import { type LiveMessage, liveData } from '@contracts/live';
import {
  ConversationRead,
  DirectMessage,
  messagingEvents,
  PresenceChanged,
  ReactionChanged,
} from '@contracts/messaging';
import { reactionsSeenBy } from '@machines/reactions.machine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspect } from '@/lib/inspect';
import { useLiveMessages, useLiveReconnect } from '@/session/live-context';
import * as css from '@/shared/messaging/messaging.css';
import { type ConversationsActor, type DirectMessagesLogic, directMessagesLogic } from './conversation.logic';
import { ConversationPane, useConversation } from './conversation-pane';
import { ConversationsSidebar } from './conversations-sidebar';

const directEvents = [
  messagingEvents.dmCreated,
  messagingEvents.reactionChanged,
  messagingEvents.conversationRead,
  messagingEvents.presenceChanged,
];

/** /messages/{id}: the conversations on the left, the one with member `{id}` beside them. */
export function DirectMessagesPage({
  accountId,
  logic = directMessagesLogic,
}: {
  accountId: string;
  logic?: DirectMessagesLogic;
}) {
  const conversations = useActorRef(logic.conversations, { input: { openId: accountId }, inspect });
  useLiveReconnect(() => conversations.send({ type: 'conversations.refresh' }));
  return (
    <div className={css.dmLayout}>
      <ConversationsSidebar conversations={conversations} memberPicker={logic.memberPicker} />
      <OpenConversation key={accountId} accountId={accountId} logic={logic} conversations={conversations} />
    </div>
  );
}

/** One conversation; a new `{id}` mounts a new one (its own machines). */
function OpenConversation({
  accountId,
  logic,
  conversations,
}: {
  accountId: string;
  logic: DirectMessagesLogic;
  conversations: ConversationsActor;
}) {
  const machines = useMemo(() => logic.conversationWith(accountId), [logic, accountId]);
  const conversation = useConversation(machines, (message) =>
    conversations.send({ type: 'message.receive', message }),
  );
  const online = useSelector(
    conversations,
    (state) =>
      state.context.conversations.find((item) => item.accountId === accountId)?.online ??
      conversation.snapshot.context.meta?.online ??
      false,
  );
  const readerId = logic.readerId();
  const thread = conversation.thread;

  useMemo(() => conversations.send({ type: 'conversation.open', accountId }), [conversations, accountId]);

  useLiveReconnect(() => thread.send({ type: 'thread.catchUp' }));

  useLiveMessages(directEvents, (live: LiveMessage) => {
    if (live.type === messagingEvents.dmCreated) {
      const message = liveData(DirectMessage, live);
      if (!message) return;
      conversations.send({ type: 'message.receive', message });
      if (message.conversationId === accountId) thread.send({ type: 'message.receive', message });
    } else if (live.type === messagingEvents.reactionChanged) {
      const change = liveData(ReactionChanged, live);
      if (change?.scope === accountId)
        thread.send({
          type: 'message.patch',
          id: change.messageId,
          changes: { reactions: reactionsSeenBy(change, readerId) },
        });
    } else if (live.type === messagingEvents.conversationRead) {
      const read = liveData(ConversationRead, live);
      if (read && read.readerId === readerId)
        conversations.send({ type: 'conversation.read', accountId: read.conversationId });
    } else {
      const presence = liveData(PresenceChanged, live);
      if (presence) conversations.send({ type: 'presence.change', ...presence });
    }
  });

  return <ConversationPane conversation={conversation} reactions={machines.reactions} online={online} />;
}
