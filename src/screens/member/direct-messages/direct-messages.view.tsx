import { commonFailureTexts } from '@contracts/failure-message';
import { useEffect, useMemo } from 'react';
import { LoadStatus } from '@/components/ui/load-state';
import { useSourceText } from '@/i18n/texts';
import { ConversationPane } from '@/shared/messaging/conversation-pane';
import { ConversationsSidebar } from '@/shared/messaging/conversations-sidebar';
import type { MemberPickerLogic } from '@/shared/messaging/member-picker.logic';
import * as css from '@/shared/messaging/messaging.css';
import { sessionReader } from '@/shared/messaging/session-reader';
import { useRoomScreen } from '@/shared/messaging/use-room-screen';
import {
  conversationReactionsLogic,
  type DirectMessagesLogic,
  directMessagesLogic,
} from './direct-messages.logic';
import { directLiveEvents } from './direct-messages.machine';

/**
 * /messages/{id}: the conversations on the left, the one with member `{id}` (the partner) beside them. One
 * screen machine (direct-messages.machine.ts) runs the list and the conversation's room and routes the
 * live events; this view renders the list and the shared pane, and sends.
 */
export function DirectMessagesView({
  partnerId,
  logic = directMessagesLogic,
  reactionsLogicFor = conversationReactionsLogic,
  memberPicker,
  readerId = sessionReader.readerId,
  author = sessionReader.author,
}: {
  /** The route's `{id}`: the other member of the open conversation. */
  partnerId: string;
  logic?: DirectMessagesLogic;
  /** A message's reactions bar in the conversation with a partner (tests pass deferred ones). */
  reactionsLogicFor?: typeof conversationReactionsLogic;
  /** 'Start a conversation' (tests pass a deferred one). */
  memberPicker?: MemberPickerLogic;
  /** Whose read marks count (live events leave that to the receiver). */
  readerId?: () => string | null;
  /** The account this page's messages are written by and sent as: this tab's. */
  author?: () => string | null;
}) {
  const { snapshot, send, dom } = useRoomScreen(logic, { partnerId }, { readerId, author }, directLiveEvents);
  // The route's `{id}` is outside the machine: a link, back or forward that changes it opens that conversation.
  useEffect(() => send({ type: 'partner.open', partnerId }), [send, partnerId]);
  const reactionsLogic = useMemo(() => reactionsLogicFor(partnerId), [reactionsLogicFor, partnerId]);
  const { conversations, room } = snapshot.children;
  const text = useSourceText();

  if (!conversations || !room)
    return (
      <div className={css.dmLayout}>
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      </div>
    );

  return (
    <div className={css.dmLayout}>
      <ConversationsSidebar conversations={conversations} memberPicker={memberPicker} />
      <ConversationPane
        key={room.sessionId}
        room={room}
        reactionsLogic={reactionsLogic}
        className={css.pane}
        titleId="conversation-title"
        {...dom}
      />
    </div>
  );
}
