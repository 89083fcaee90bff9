import type { ExtractorType } from '@lingui/conf';

/**
 * A Lingui extractor for the `defineTexts({...})` objects of contracts and machines: each string-literal
 * value becomes a message whose id is the English text itself (the `texts` catalog). The objects hold
 * plain `key: 'text'` entries; anything else in them (functions) is skipped.
 */
const DEFINE_TEXTS = /defineTexts\(\{([\s\S]*?)\n\}\)/g;
const ENTRY =
  /^\s*(\w+):\s*((?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`[^`$]*`)(?:\s*\+\s*(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"))*)\s*,?\s*$/gm;

function literalValue(source: string): string {
  return source
    .split(/\s*\+\s*/)
    .map((part) => {
      const quote = part[0];
      const body = part.slice(1, -1);
      if (quote === '`') return body;
      return body.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    })
    .join('');
}

/** Every extracted text of a file's `defineTexts` objects, in order. */
export function sourceTextsOf(code: string): { key: string; text: string; line: number }[] {
  const found: { key: string; text: string; line: number }[] = [];
  for (const block of code.matchAll(DEFINE_TEXTS)) {
    const bodyStart = (block.index ?? 0) + 'defineTexts({'.length;
    for (const entry of block[1]!.matchAll(ENTRY)) {
      const line = code.slice(0, bodyStart + (entry.index ?? 0)).split('\n').length;
      found.push({ key: entry[1]!, text: literalValue(entry[2]!), line });
    }
  }
  return found;
}

export const sourceTextsExtractor: ExtractorType = {
  match: (filename) => /\.(ts|tsx)$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    if (!code.includes('defineTexts({')) return;
    for (const { text, line } of sourceTextsOf(code))
      onMessageExtracted({ id: text, message: text, origin: [filename, line] });
  },
};
