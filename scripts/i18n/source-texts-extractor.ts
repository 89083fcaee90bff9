import { extractor as linguiExtractor } from '@lingui/cli/api';
import type { ExtractorType } from '@lingui/conf';

/**
 * A Lingui extractor for the `defineTexts({...})` objects of contracts and machines: each string-literal
 * value becomes a message whose id is the English text itself (the `texts` catalog). The objects hold
 * plain `key: 'text'` entries, one a line (the value may be on the next line, in single or double quotes
 * or a template, joined with `+`); a template's `${NAME}` is filled in when the file has
 * `const NAME = <number or string>;`. Anything else in them (functions, references, spreads) is skipped.
 * An object ends with a line `});`, or is written on one line: `defineTexts({ key: 'text' })`.
 */
const DEFINE_TEXTS = /defineTexts\(\{(?:([^\n]*?)\}\)|([\s\S]*?)\n\}\))/g;
const LITERAL = String.raw`'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|\`(?:[^\`$\\]|\$(?!\{)|\$\{\w+\})*\``;
const ENTRY = new RegExp(String.raw`^\s*(\w+):\s*((?:${LITERAL})(?:\s*\+\s*(?:${LITERAL}))*)\s*,?\s*$`, 'gm');
const PART = new RegExp(LITERAL, 'g');
const CONSTANT = /^(?:export\s+)?const\s+(\w+)\s*=\s*(\d[\d_]*|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")\s*;/gm;

function unescapeQuoted(body: string): string {
  return body.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

/** The value of a file's `const NAME = 1000;` / `const NAME = 'text';` declarations. */
function constantsOf(code: string): Map<string, string> {
  const constants = new Map<string, string>();
  for (const [, name, value] of code.matchAll(CONSTANT)) {
    constants.set(name!, /^\d/.test(value!) ? value!.replace(/_/g, '') : unescapeQuoted(value!.slice(1, -1)));
  }
  return constants;
}

/** The text of `'a' + "b" + `c``, or undefined when a template names an unknown constant. */
function literalValue(source: string, constants: Map<string, string>): string | undefined {
  let text = '';
  for (const [part] of source.matchAll(PART)) {
    const body = part.slice(1, -1);
    if (part[0] !== '`') {
      text += unescapeQuoted(body);
      continue;
    }
    let unknown = false;
    text += body.replace(/\$\{(\w+)\}/g, (_, name: string) => {
      const value = constants.get(name);
      if (value === undefined) unknown = true;
      return value ?? '';
    });
    if (unknown) return undefined;
  }
  return text;
}

/**
 * `key: (role: string) => `Invalid role: ${role}`` becomes the ICU template `Invalid role: {role}`: a
 * template whose `${…}` are the function's own parameters (anything else in it is skipped).
 */
const FUNCTION_ENTRY = /^\s*(\w+):\s*\(([^)]*)\)\s*=>\s*`((?:[^`$\\]|\$(?!\{)|\$\{\w+\})*)`\s*,?\s*$/gm;

function templateOf(parameters: string, body: string): string | undefined {
  const names = new Set(parameters.split(',').map((parameter) => parameter.split(':')[0]!.trim()));
  let unknown = false;
  const template = body.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    if (!names.has(name)) unknown = true;
    return `{${name}}`;
  });
  return unknown ? undefined : template;
}

/** Every extracted text of a file's `defineTexts` objects, in order. */
export function sourceTextsOf(code: string): { key: string; text: string; line: number }[] {
  const found: { key: string; text: string; line: number }[] = [];
  const constants = constantsOf(code);
  for (const block of code.matchAll(DEFINE_TEXTS)) {
    const bodyStart = (block.index ?? 0) + 'defineTexts({'.length;
    for (const entry of (block[1] ?? block[2]!).matchAll(ENTRY)) {
      const text = literalValue(entry[2]!, constants);
      if (text === undefined) continue;
      const keyAt = bodyStart + (entry.index ?? 0) + entry[0].indexOf(entry[1]!);
      const line = code.slice(0, keyAt).split('\n').length;
      found.push({ key: entry[1]!, text, line });
    }
    for (const entry of (block[1] ?? block[2]!).matchAll(FUNCTION_ENTRY)) {
      const text = templateOf(entry[2]!, entry[3]!);
      if (text === undefined) continue;
      const keyAt = bodyStart + (entry.index ?? 0) + entry[0].indexOf(entry[1]!);
      found.push({ key: entry[1]!, text, line: code.slice(0, keyAt).split('\n').length });
    }
  }
  return found;
}

/**
 * Lingui runs only the first extractor whose `match` accepts a file, so this one comes first in
 * lingui.config.ts, takes the `defineTexts` texts of a file, and then hands the file to Lingui's own
 * extractor (the macros).
 */
export const sourceTextsExtractor: ExtractorType = {
  match: (filename) => linguiExtractor.match(filename),
  async extract(filename, code, onMessageExtracted, context) {
    if (code.includes('defineTexts({'))
      for (const { text, line } of sourceTextsOf(code))
        onMessageExtracted({ id: text, message: text, origin: [filename, line] });
    await linguiExtractor.extract(filename, code, onMessageExtracted, context);
  },
};
