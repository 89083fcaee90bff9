import { type Reaction, type ReactionEmoji, ReactionsResponse } from '@contracts/messaging';
import { call } from './http';

export interface ReactionToggle {
  /** The message's path: `channel/messages/<id>` or `conversations/<accountId>/messages/<id>`. */
  messagePath: string;
  emoji: ReactionEmoji;
  add: boolean;
}

/** POST (add) or DELETE (remove) …/messages/:id/reactions/:emoji → the message's reactions now. */
export async function toggleReaction({ messagePath, emoji, add }: ReactionToggle): Promise<Reaction[]> {
  const path = `${messagePath}/reactions/${encodeURIComponent(emoji)}`;
  const body = await call(
    ({ sessionHttp }) => (add ? sessionHttp.post(path) : sessionHttp.delete(path)),
    ReactionsResponse,
  );
  return body.data.reactions;
}
