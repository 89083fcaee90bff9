import type { I18n } from '@lingui/core';
import { errorFields, type Logger } from '../logger';
import { mailI18n } from '../mail/i18n';
import { layout } from '../mail/layout';
import type { Mailer, MailMessage } from '../mail/mailer';

/**
 * The account e-mails, each as HTML with a plain-text part. Every value interpolated into HTML is escaped;
 * subjects are fixed strings (no user input, so no header injection). Each is written in the recipient
 * account's language (`language`, English when absent), from the catalogs of server/mail/locales.
 */

/** The greeting of an account mail, in the mail's language. */
export function greeting(i18n: I18n, firstName: string): string {
  return firstName ? i18n._('mail.greeting', { name: firstName }) : i18n._('mail.greetingNoName');
}

export function verificationMail(to: string, firstName: string, url: string, language?: string): MailMessage {
  const i18n = mailI18n(language);
  const title = i18n._('mail.verify.subject');
  const lines = [greeting(i18n, firstName), i18n._('mail.verify.intro'), i18n._('mail.verify.validity')];
  return {
    to,
    subject: title,
    text: `${lines.join('\n\n')}\n\n${i18n._('mail.verify.linkText', { link: url })}\n`,
    html: layout(i18n, title, lines, { label: i18n._('mail.verify.button'), url }),
  };
}

export function accountExistsMail(
  to: string,
  firstName: string,
  loginUrl: string,
  resetUrl: string,
  language?: string,
): MailMessage {
  const i18n = mailI18n(language);
  const title = i18n._('mail.accountExists.subject');
  const lines = [
    greeting(i18n, firstName),
    i18n._('mail.accountExists.intro'),
    i18n._('mail.accountExists.choices', { loginLink: loginUrl, resetLink: resetUrl }),
  ];
  return {
    to,
    subject: title,
    text: `${lines.join('\n\n')}\n`,
    html: layout(i18n, title, lines, { label: i18n._('mail.accountExists.button'), url: loginUrl }),
  };
}

export function loginCodeMail(to: string, code: string, language?: string): MailMessage {
  const i18n = mailI18n(language);
  const title = i18n._('mail.otp.subject');
  const lines = [i18n._('mail.otp.intro'), code, i18n._('mail.otp.validity')];
  return {
    to,
    subject: title,
    text: `${lines.join('\n\n')}\n`,
    html: layout(i18n, title, lines),
  };
}

export function passwordResetMail(
  to: string,
  firstName: string,
  url: string,
  language?: string,
): MailMessage {
  const i18n = mailI18n(language);
  const title = i18n._('mail.reset.subject');
  const lines = [greeting(i18n, firstName), i18n._('mail.reset.intro'), i18n._('mail.reset.validity')];
  return {
    to,
    subject: title,
    text: `${lines.join('\n\n')}\n\n${i18n._('mail.reset.linkText', { link: url })}\n`,
    html: layout(i18n, title, lines, { label: i18n._('mail.reset.button'), url }),
  };
}

/**
 * A mail that must not change the answer's timing (which accounts exist) is sent after answering. No one
 * waits for it, so its failure is logged (a logger is required): it is never lost silently.
 */
export function mailAfterAnswer(mailer: Mailer, log: Logger, message: MailMessage): void {
  void mailer.send(message).catch((error: unknown) => {
    log.error({ err: errorFields(error), subject: message.subject }, '[auth] mail failed');
  });
}

/**
 * Work whose cost must not show in the answer's timing (which accounts exist): run after answering. No one
 * waits for it, so its failure is logged (a logger is required): it is never lost silently.
 */
export function afterAnswer(log: Logger, work: () => Promise<unknown>): void {
  // Begun on the next turn of the event loop, once the answer has left its handler: begun at once, the
  // embedded database would run the work's first statement on this thread before the answer is sent.
  new Promise((resolve) => setImmediate(resolve)).then(work).catch((error: unknown) => {
    log.error({ err: errorFields(error) }, '[auth] deferred mail work failed');
  });
}
