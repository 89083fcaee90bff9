/** A piece of a message: plain text, or an http(s) link. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const trailing = /[.,;:!?)\]]+$/;

/** An address only if the URL parser reads it as http or https (nothing else ever becomes a link). */
function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Splits a message into text and links; the view renders both as text nodes (never HTML). */
export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(urlPattern)) {
    const address = match[0].replace(trailing, '');
    const href = safeHref(address);
    if (!href) continue;
    if (match.index > from) pieces.push({ kind: 'text', text: text.slice(from, match.index) });
    pieces.push({ kind: 'link', text: address, href });
    from = match.index + address.length;
  }
  if (from < text.length) pieces.push({ kind: 'text', text: text.slice(from) });
  return pieces;
}
