/**
 * Reading a text back against an ICU template with plurals: `Please try again in {seconds, plural, one
 * {# second} other {# seconds}}.` matches `Please try again in 30 seconds.` (and `… 1 seconds.`, as a
 * server may word it) and gives `{ seconds: 30 }`. A plain `{name}` argument matches any text. Only the
 * message's top-level arguments are read; a branch's `#` is the number.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message's top-level parts: literal text, or an argument's source between its braces. */
function partsOf(template: string): { text?: string; argument?: string }[] {
  const parts: { text?: string; argument?: string }[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < template.length; at += 1) {
    const char = template[at];
    if (char === '{') {
      if (depth === 0) {
        if (at > start) parts.push({ text: template.slice(start, at) });
        start = at + 1;
      }
      depth += 1;
    } else if (char === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        parts.push({ argument: template.slice(start, at) });
        start = at + 1;
      }
    }
  }
  if (start < template.length) parts.push({ text: template.slice(start) });
  return parts;
}

interface Pattern {
  regex: RegExp;
  /** Each capture group's argument name, by the group's name. */
  groups: Map<string, { name: string; plural: boolean }>;
}

function patternOf(template: string): Pattern {
  const groups = new Map<string, { name: string; plural: boolean }>();
  const source = partsOf(template)
    .map(({ text, argument }) => {
      if (text !== undefined) return escaped(text);
      const [name = '', kind] = argument!.split(',').map((part) => part.trim());
      if (kind !== 'plural') {
        const group = `g${groups.size}`;
        groups.set(group, { name, plural: false });
        return `(?<${group}>.+?)`;
      }
      const branches = [...argument!.matchAll(/(?:=\d+|\w+)\s*\{([^{}]*)\}/g)].map(([, branch]) => {
        const pieces = branch!.split('#').map(escaped);
        if (pieces.length === 1) return pieces[0]!;
        const group = `g${groups.size}`;
        groups.set(group, { name, plural: true });
        const [first, ...rest] = pieces;
        return `${first}(?<${group}>\\d+)${rest.join('\\d+')}`;
      });
      return `(?:${branches.join('|')})`;
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), groups };
}

const patterns = new Map<string, Pattern>();

/** The values `text` gives the template's arguments (a plural's as a number), or undefined if it does not match. */
export function pluralTemplateValues(
  template: string,
  text: string,
): Record<string, string | number> | undefined {
  let pattern = patterns.get(template);
  if (!pattern) {
    pattern = patternOf(template);
    patterns.set(template, pattern);
  }
  const found = pattern.regex.exec(text)?.groups;
  if (!found) return undefined;
  const values: Record<string, string | number> = {};
  for (const [group, value] of Object.entries(found)) {
    if (value === undefined) continue;
    const { name, plural } = pattern.groups.get(group)!;
    values[name] = plural ? Number(value) : value;
  }
  return values;
}
