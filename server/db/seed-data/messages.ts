import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../uploads/store';
import { CHANNEL_KEY, messages, users } from '../schema';

/** A few hub channel messages between the demo accounts, a minute apart, so /hub-channel is not empty. */
const channelMessages = [
  {
    from: 'admin@hub.example',
    text: 'Welcome to the Hub Channel! Introduce yourself and share what you are building.',
  },
  {
    from: 'member@hub.example',
    text: 'Hi everyone, I am working on the resources room. Happy to pair on front-end tasks.',
  },
  {
    from: 'admin@hub.example',
    text: 'Demo day is in two weeks: post your project link here when it is ready.',
  },
] as const;

/** Inserts the sample channel messages (the demo accounts must exist). */
export async function seedChannelMessages(db: Queryable, now: Date): Promise<void> {
  const emails = [...new Set(channelMessages.map((message) => message.from))];
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(accounts.map((account) => [account.email, account.id]));
  const rows = channelMessages.flatMap((message, index) => {
    const authorId = idOf.get(message.from);
    if (!authorId) return [];
    const createdAt = new Date(now.getTime() - (channelMessages.length - index) * 60_000);
    return [
      { conversationKey: CHANNEL_KEY, authorId, text: message.text, clientId: `seed-${index}`, createdAt },
    ];
  });
  if (rows.length > 0) await db.insert(messages).values(rows);
}
