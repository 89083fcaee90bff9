import type { I18n } from '@lingui/core';

/**
 * The one HTML frame of every e-mail the hub sends (account mails, inquiry replies). Every value is
 * escaped here, so callers pass plain text, including whatever a visitor typed.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escaped text with its line breaks kept as `<br>`. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/** The frame's own texts (the button's fallback, the footer) are in the language of `i18n`. */
export function layout(
  i18n: I18n,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${htmlText(text)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#05274C;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(i18n._('mail.buttonFallback'))}<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#05274C">${escapeHtml(title)}</h1>${body}${button}<p style="margin:32px 0 0;font-size:12px;color:#777">${escapeHtml(i18n._('mail.footer'))}</p></div></body></html>`;
}
