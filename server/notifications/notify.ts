import { type NotificationType, notifications } from '../db/schema';
import type { Queryable } from '../uploads/store';

/** Creates one notification for an account (the member area lists them; issue 10 shows and streams them). */
export async function notify(
  db: Queryable,
  notification: { accountId: string; type: NotificationType; text: string; now: Date },
): Promise<void> {
  await db.insert(notifications).values({
    accountId: notification.accountId,
    type: notification.type,
    text: notification.text,
    createdAt: notification.now,
  });
}
