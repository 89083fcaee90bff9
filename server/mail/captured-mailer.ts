import type { Mailer, MailMessage } from './mailer';

export interface CapturedMailer extends Mailer {
  /** Every message sent, oldest first. */
  readonly messages: MailMessage[];
  /** The newest message to `to`, if any. */
  lastTo(to: string): MailMessage | undefined;
  clear(): void;
}

/** A mailer for tests: keeps messages in memory instead of sending them. */
export function createCapturedMailer(): CapturedMailer {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push({ ...message });
    },
    lastTo(to) {
      return messages.findLast((message) => message.to.toLowerCase() === to.toLowerCase());
    },
    clear() {
      messages.length = 0;
    },
  };
}
