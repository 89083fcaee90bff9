/**
 * Reading a text back against an ICU template with plurals: `Please try again in {seconds, plural, one
 * {# second} other {# seconds}}.` matches `Please try again in 30 seconds.` (and `… 1 seconds.`, as a
 * server may word it) and gives `{ seconds: 30 }`. A plain `{name}` argument matches any text. Only the
 * message's top-level arguments are read; a branch's first `#` is the number.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A plural argument (its branches' bodies hold no braces), a plain argument, or literal text. */
const PART = /\{(\w+), plural,((?:[^{}]|\{[^{}]*\})*)\}|\{(\w+)\}|[^{]+|\{/g;

/** Each template's pattern, and the argument (and whether it is a plural) each capture group reads. */
const patterns = new Map<string, [RegExp, [string, boolean][]]>();

function patternOf(template: string): [RegExp, [string, boolean][]] {
  const groups: [string, boolean][] = [];
  let source = '';
  for (const [part, plural, branches, name] of template.matchAll(PART)) {
    if (plural) {
      const bodies = [...branches!.matchAll(/\{([^{}]*)\}/g)].map(([, body]) => {
        const [before, ...after] = body!.split('#').map(escaped);
        if (after.length === 0) return before;
        groups.push([plural, true]);
        return `${before}(\\d+)${after.join('\\d+')}`;
      });
      source += `(?:${bodies.join('|')})`;
    } else if (name) {
      groups.push([name, false]);
      source += '(.+?)';
    } else source += escaped(part);
  }
  return [new RegExp(`^${source}$`), groups];
}

/** The values `text` gives the template's arguments (a plural's as a number), or undefined if it does not match. */
export function pluralTemplateValues(
  template: string,
  text: string,
): Record<string, string | number> | undefined {
  const pattern = patterns.get(template) ?? patternOf(template);
  patterns.set(template, pattern);
  const match = pattern[0].exec(text);
  if (!match) return undefined;
  const values: Record<string, string | number> = {};
  pattern[1].forEach(([name, plural], index) => {
    const value = match[index + 1];
    if (value !== undefined) values[name] = plural ? Number(value) : value;
  });
  return values;
}
