import { errorFields, type Logger } from '../logger';
import { layout } from '../mail/layout';
import type { Mailer, MailMessage } from '../mail/mailer';

/**
 * The account e-mails, each as HTML with a plain-text part. Every value interpolated into HTML is escaped;
 * subjects are fixed strings (no user input, so no header injection).
 */

function greeting(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

export function verificationMail(to: string, firstName: string, url: string): MailMessage {
  const lines = [
    greeting(firstName),
    'Thank you for creating an account at the Hub. Please confirm your e-mail address to activate it.',
    'The link is valid for 24 hours. If you did not sign up, you can ignore this message.',
  ];
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `${lines.join('\n\n')}\n\nVerify your e-mail address: ${url}\n`,
    html: layout('Verify your e-mail address', lines, { label: 'Verify e-mail address', url }),
  };
}

export function accountExistsMail(
  to: string,
  firstName: string,
  loginUrl: string,
  resetUrl: string,
): MailMessage {
  const lines = [
    greeting(firstName),
    'Someone tried to create a Hub account with this e-mail address, but you already have one.',
    `If it was you, log in at ${loginUrl} or reset your password at ${resetUrl}. If it was not you, you can ignore this message; your account is unchanged.`,
  ];
  return {
    to,
    subject: 'You already have a Hub account',
    text: `${lines.join('\n\n')}\n`,
    html: layout('You already have a Hub account', lines, { label: 'Log in', url: loginUrl }),
  };
}

export function loginCodeMail(to: string, code: string): MailMessage {
  const lines = [
    'Your one-time login code is:',
    code,
    'It is valid for 10 minutes and can be used once. If you did not try to log in, change your password.',
  ];
  return {
    to,
    subject: 'Your Hub login code',
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your Hub login code', lines),
  };
}

export function passwordResetMail(to: string, firstName: string, url: string): MailMessage {
  const lines = [
    greeting(firstName),
    'We received a request to reset the password of your Hub account.',
    'The link is valid for 30 minutes and can be used once. If you did not ask for it, you can ignore this message.',
  ];
  return {
    to,
    subject: 'Reset your Hub password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: layout('Reset your Hub password', lines, { label: 'Reset password', url }),
  };
}

/** A mail that must not change the answer's timing (which accounts exist) is sent after answering. */
export function mailAfterAnswer(mailer: Mailer, log: Logger | undefined, message: MailMessage): void {
  void mailer.send(message).catch((error: unknown) => {
    log?.error({ err: errorFields(error), subject: message.subject }, '[auth] mail failed');
  });
}

/** Work whose cost must not show in the answer's timing (which accounts exist): run after answering. */
export function afterAnswer(log: Logger | undefined, work: () => Promise<unknown>): void {
  void work().catch((error: unknown) => {
    log?.error({ err: errorFields(error) }, '[auth] deferred mail work failed');
  });
}
