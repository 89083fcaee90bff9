import { SEARCH_MIN_LENGTH } from '@contracts/member-area';

/** More words than this add nothing to a header search; the rest are ignored. */
const MAX_WORDS = 8;

/**
 * The words of what a member typed, lowercased: only letters and digits survive, so nothing the member
 * types can change a query's syntax. Null when there is nothing to search for (shorter than
 * SEARCH_MIN_LENGTH, or no letters or digits).
 */
export function typedWords(text: string): string[] | null {
  if (text.trim().length < SEARCH_MIN_LENGTH) return null;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.slice(0, MAX_WORDS);
}

/**
 * The words as a PostgreSQL `tsquery` of word prefixes: `react hoo` → `'react':* & 'hoo':*` (every word must
 * start a word of the item, as results show while typing). It is read as a `tsquery` value, not through
 * `to_tsquery`: PostgreSQL's parser would split or drop a word holding a character it counts as a space
 * (a numeral of another script, say), and a search for `s 𐡹` would find every item with an s-word. Read
 * as typed, each word is matched whole, exactly as the in-memory pass over the kept rows matches it.
 */
export function prefixQuery(words: readonly string[]): string {
  return words.map((word) => `'${word}':*`).join(' & ');
}
