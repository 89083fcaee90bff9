import type { MailMessage } from '../mail/mailer';

/**
 * The account e-mails, each as HTML with a plain-text part. Every value interpolated into HTML is escaped;
 * subjects are fixed strings (no user input, so no header injection).
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#05274C;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#05274C">${escapeHtml(title)}</h1>${body}${button}<p style="margin:32px 0 0;font-size:12px;color:#777">Hub</p></div></body></html>`;
}

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
