import type { LiveMessage } from '@contracts/live';
import type { Reaction, ReactionChanged } from '@contracts/messaging';
import * as v from 'valibot';

/** A live event's data read with its contract; undefined when it does not match (it is then ignored). */
export function liveData<Schema extends v.GenericSchema>(
  schema: Schema,
  message: LiveMessage,
): v.InferOutput<Schema> | undefined {
  const result = v.safeParse(schema, message.data);
  return result.success ? result.output : undefined;
}

/** A reaction change as this reader sees it: `mine` from the ids of who reacted. */
export function reactionsSeenBy(change: ReactionChanged, readerId: string | null): Reaction[] {
  return change.reactions.map((reaction) => ({
    ...reaction,
    mine: readerId !== null && (change.reactedByIds[reaction.emoji] ?? []).includes(readerId),
  }));
}
