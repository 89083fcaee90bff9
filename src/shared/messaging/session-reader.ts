import { thisTabsAccount } from '@/api/auth-storage';
import { sessionAccountId } from '@/api/session-account';

/**
 * Who reads a messaging page and whom its messages are written by: this tab's session, read once when the
 * page's machine starts (the room machine holds them as its input).
 */
export const sessionReader = {
  /** The signed-in account's id (whose messages and reactions are the reader's). */
  readerId: sessionAccountId,
  /** The account this page's messages are written by and sent as: this tab's. */
  author: thisTabsAccount,
};
