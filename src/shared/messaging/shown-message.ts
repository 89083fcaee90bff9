import type { Author } from '@contracts/messaging';

/** Messages in a row from one sender form a group: only the first shows the name and time. */
export function startsGroup(messages: readonly { author: Author }[], index: number): boolean {
  return index === 0 || messages[index - 1]?.author.accountId !== messages[index]?.author.accountId;
}
