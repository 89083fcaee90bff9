import { linkify } from './linkify';
import * as css from './messaging.css';

/** A message's text: text nodes, and http(s) addresses as links opening in a new tab. Never HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={css.text}>
      {linkify(text).map((piece, index) =>
        piece.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text never move.
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer" className={css.link}>
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}
