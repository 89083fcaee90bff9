import { extractor as linguiExtractor } from '@lingui/cli/api';
import type { ExtractorType } from '@lingui/conf';

/**
 * A Lingui extractor for the `defineTexts('namespace', {...})` objects of contracts and machines: each
 * string-literal value `key: 'English'` becomes a message whose id is its code `namespace.key`, with the
 * English text as its source message (the msgstr of the English catalog) and as a comment for translators
 * (the `texts` catalog). The objects hold
 * plain `key: 'text'` entries, one a line (the value may be on the next line, in single or double quotes
 * or a template, joined with `+`); a template's `${NAME}` is filled in when the file has
 * `const NAME = <number or string>;`. Anything else in them (functions, references, spreads) is skipped.
 * An object ends with a line `});`, or is written on one line: `defineTexts('ns', { key: 'text' })`.
 */
const DEFINE_TEXTS = /defineTexts\(\s*'(\w+)',\s*\{(?:([^\n]*?)\}\)|([\s\S]*?)\n\}\))/g;
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

/** Every extracted text of a file's `defineTexts` objects, in order, with its code (`namespace.key`). */
export function sourceTextsOf(code: string): { id: string; key: string; text: string; line: number }[] {
  const found: { id: string; key: string; text: string; line: number }[] = [];
  const constants = constantsOf(code);
  for (const block of code.matchAll(DEFINE_TEXTS)) {
    const namespace = block[1]!;
    const body = block[2] ?? block[3]!;
    const bodyStart = (block.index ?? 0) + block[0].indexOf('{') + 1;
    const lineOf = (entry: RegExpExecArray | RegExpMatchArray) =>
      code.slice(0, bodyStart + (entry.index ?? 0) + entry[0].indexOf(entry[1]!)).split('\n').length;
    for (const entry of body.matchAll(ENTRY)) {
      const text = literalValue(entry[2]!, constants);
      if (text === undefined) continue;
      found.push({ id: `${namespace}.${entry[1]!}`, key: entry[1]!, text, line: lineOf(entry) });
    }
    for (const entry of body.matchAll(FUNCTION_ENTRY)) {
      const text = templateOf(entry[2]!, entry[3]!);
      if (text === undefined) continue;
      found.push({ id: `${namespace}.${entry[1]!}`, key: entry[1]!, text, line: lineOf(entry) });
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
    if (code.includes('defineTexts('))
      for (const { id, text, line } of sourceTextsOf(code))
        onMessageExtracted({ id, message: text, comment: text, origin: [filename, line] });
    await linguiExtractor.extract(filename, code, onMessageExtracted, context);
  },
};
