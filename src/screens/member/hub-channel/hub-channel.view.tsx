import { commonFailureTexts } from '@contracts/failure-message';
import { messagingMessages } from '@contracts/messaging';
import { Plural, useLingui } from '@lingui/react/macro';
import { selectMemberCount } from '@machines/conversation-room.machine';
import { useSelector } from '@xstate/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadStatus } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { ConversationPane } from '@/shared/messaging/conversation-pane';
import * as css from '@/shared/messaging/messaging.css';
import { sessionReader } from '@/shared/messaging/session-reader';
import { useRoomScreen } from '@/shared/messaging/use-room-screen';
import { channelReactionsLogic, type HubChannelLogic, hubChannelLogic } from './hub-channel.logic';
import { channelLiveEvents, deleteMessageTexts } from './hub-channel.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /hub-channel: the one group channel, stored and live. One screen machine (hub-channel.machine.ts) runs
 * the channel's conversation room; this view names the room, renders it with the shared pane and the
 * delete question, and forwards the live stream.
 */
export function HubChannelView({
  logic = hubChannelLogic,
  reactionsLogic = channelReactionsLogic,
  readerId = sessionReader.readerId,
  author = sessionReader.author,
}: {
  logic?: HubChannelLogic;
  /** A message's reactions bar (tests pass deferred ones). */
  reactionsLogic?: typeof channelReactionsLogic;
  /** Whose messages are the reader's (live events leave that to the receiver). */
  readerId?: () => string | null;
  /** The account this page's messages are written by and sent as: this tab's. */
  author?: () => string | null;
}) {
  const { snapshot, dom } = useRoomScreen(logic, {}, { readerId, author }, channelLiveEvents);
  const { room } = snapshot.children;
  const channel = {
    memberCount: useSelector(room, (state) => (state ? selectMemberCount(state) : undefined)),
  };
  const deleteMessage = useSelector(room, (state) => state?.children.deleteMessage);
  const deletion = useSelector(deleteMessage, (child) => child);
  const { t } = useLingui();
  const text = useSourceText();

  if (!room || !deleteMessage || !deletion)
    return (
      <section className={css.page} aria-labelledby="channel-title">
        <h1 id="channel-title" className={css.pageTitle}>
          {text(messagingMessages.channelTitle)}
        </h1>
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      </section>
    );

  return (
    <ConversationPane
      room={room}
      reactionsLogic={reactionsLogic}
      className={css.page}
      titleId="channel-title"
      labels={{
        page: t`Hub Channel · Hub`,
        heading: text(messagingMessages.channelTitle),
        log: t`Hub Channel messages`,
        composer: t`Message Hub Channel`,
      }}
      header={
        <>
          <p className={css.tagline}>{text(messagingMessages.channelTagline)}</p>
          {channel.memberCount !== undefined && (
            <p className={css.memberCount}>
              <Plural value={channel.memberCount} one="# member" other="# members" />
            </p>
          )}
        </>
      }
      {...dom}
    >
      <ConfirmDialog
        open={!deletion.matches('idle')}
        title={text(deleteMessageTexts.title)}
        question={text(deleteMessageTexts.question)}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        busy={deletion.hasTag('busy')}
        error={deletion.context.error && text(deletion.context.error)}
        onConfirm={() => deleteMessage.send({ type: 'delete.confirm' })}
        onCancel={() => deleteMessage.send({ type: 'delete.cancel' })}
      />
    </ConversationPane>
  );
}
