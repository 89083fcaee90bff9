/**
 * A text that travels to a view: its stable code (`namespace.key`, the same code an API failure carries,
 * docs/api.md), its English text as shown (values already filled in) and the values of a template. A view
 * shows it with `translateText` (src/i18n/texts.ts): the page's translation of `id` with `values`, or
 * `message` as written when the page's catalog has none (an English page never downloads one).
 */
export interface Text {
  readonly id: string;
  readonly message: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

type Entries = Record<string, string | ((...args: never[]) => string)>;
type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
/** The descriptors of a text object's string entries. */
export type TextsOf<T> = { readonly [K in StringKeys<T>]: Text };

const namespaces = new WeakMap<object, string>();
const descriptors = new WeakMap<object, Record<string, Text>>();
/** Every string entry's descriptor by its English text, the first object's first (see `textOfMessage`). */
const byMessage = new Map<string, Text>();

/**
 * Marks an object of English source texts that machines, contracts and the server hand on (validation
 * and failure messages), under `namespace`: each string entry `key` is the text whose code is
 * `namespace.key` (`textsOf(object).key` is its descriptor). Its translations are in the `texts` catalog
 * (`src/locales/<language>/texts.po`, msgid the code, filled by `npm run i18n:extract` from every
 * `defineTexts` object). A function-valued entry `(role: string) => `Invalid role: ${role}`` is extracted
 * as the ICU template `Invalid role: {role}`; `textWith` gives its descriptor with values.
 */
export function defineTexts<const T extends Entries>(namespace: string, texts: T): T {
  namespaces.set(texts, namespace);
  for (const [key, message] of Object.entries(texts)) {
    if (typeof message === 'string' && !byMessage.has(message))
      byMessage.set(message, { id: `${namespace}.${key}`, message });
  }
  return texts;
}

/** The descriptors of a `defineTexts` object's string entries (`textsOf(messages).required`). */
export function textsOf<const T extends Entries>(texts: T): TextsOf<T> {
  let found = descriptors.get(texts);
  if (!found) {
    const namespace = namespaces.get(texts);
    if (namespace === undefined) throw new Error('textsOf: not a defineTexts object');
    found = {};
    for (const [key, message] of Object.entries(texts))
      if (typeof message === 'string') found[key] = { id: `${namespace}.${key}`, message };
    descriptors.set(texts, found);
  }
  return found as TextsOf<T>;
}

/** The code (`namespace.key`) of one entry of a `defineTexts` object, string or function. */
export function codeOfEntry<const T extends Entries>(texts: T, key: keyof T & string): string {
  const namespace = namespaces.get(texts);
  if (namespace === undefined) throw new Error('codeOfEntry: not a defineTexts object');
  return `${namespace}.${key}`;
}

type FunctionKeys<T> = { [K in keyof T]: T[K] extends string ? never : K }[keyof T] & string;

/**
 * A function entry's descriptor called with `values`: its code, its English (the function's template,
 * `{name}` for each value in the order of its parameters, filled in) and the values for the translation.
 *
 * ```ts
 * textOfEntry(signupMessages, 'failedWithStatus', { status: 500 }); // signup.failedWithStatus, { status: 500 }
 * ```
 */
export function textOfEntry<const T extends Entries>(
  texts: T,
  key: FunctionKeys<T>,
  values: Readonly<Record<string, string | number>>,
): Text {
  const entry = texts[key] as unknown as (...names: string[]) => string;
  const template = entry(...Object.keys(values).map((name) => `{${name}}`));
  return textWith({ id: codeOfEntry(texts, key), message: template }, values);
}

/**
 * A template's descriptor with its values: `message` is the English template with the values filled in
 * (`{role}` by the value; a plural `{seconds, plural, one {# second} other {# seconds}}` by its `one`
 * branch for 1, else its `other`, `#` the number), `values` kept for the translation.
 */
export function textWith(template: Text, values: Readonly<Record<string, string | number>>): Text {
  const message = template.message.replace(
    /\{(\w+)(?:, plural,((?:[^{}]|\{[^{}]*\})*))?\}/g,
    (whole, name: string, plural?: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      if (plural === undefined) return String(value);
      const branches = new Map([...plural.matchAll(/(\w+)\s*\{([^{}]*)\}/g)].map(([, k, b]) => [k!, b!]));
      const branch = (value === 1 ? branches.get('one') : undefined) ?? branches.get('other') ?? '#';
      return branch.replace(/#/g, String(value));
    },
  );
  return { id: template.id, message, values };
}

/**
 * The descriptor of an English text of a `defineTexts` object, matched word for word (a text two objects
 * share has the first registered one's code). Only for texts that arrive as plain strings from code that
 * cannot carry a descriptor: valibot's issue messages (a validation failure's field errors) and, on the
 * client, the strings machines still hand to views.
 */
export function textOfMessage(message: string): Text | undefined {
  return byMessage.get(message);
}

/**
 * The descriptor of a valibot issue's message: the `defineTexts` text it was written from (its code), else
 * the message as its own code (a rule's text no `defineTexts` object holds shows as written).
 */
export function textOfIssue(issue: { readonly message: string }): Text {
  return textOfMessage(issue.message) ?? { id: issue.message, message: issue.message };
}
