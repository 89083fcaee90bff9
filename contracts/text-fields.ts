import * as v from 'valibot';
import { defineTexts } from './texts';

/**
 * Text rules every endpoint shares: no NUL or other control characters anywhere (they are refused with a
 * 400, never stored), single-line fields also refuse CR/LF (they end up in mail headers, where a line break
 * starts a new header).
 * Names, titles and messages also refuse text that hides what it says (see `visibleText` and `plainName`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** C1 controls: terminals and some mail readers act on them (U+009B starts an escape sequence, U+0085 breaks a line). */
const C1_CONTROL = /[\u0080-\u009f]/;

export const textMessages = defineTexts('textFields', {
  controlCharacters: 'Text must not contain control characters.',
  singleLine: 'This field must be on one line.',
  hiddenControls: 'Remove the hidden direction or control characters.',
  invisibleCharacters: 'Remove the invisible characters (such as zero-width spaces).',
  stackedMarks: 'Too many accent marks on one letter.',
  webAddress: 'Web addresses are not allowed here: remove links and dotted words such as example.com.',
});

/** A missing key reads like an empty value, so it gets the field's "required" message too. */
const text = (required: string) => v.optional(v.string(required), '');

/** NUL, the other C0 controls except tab, CR and LF, DEL and the C1 controls: refused in every JSON string and key. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_EXCEPT_NEWLINES.test(value) || C1_CONTROL.test(value);
}

/**
 * Characters that change how the text around them is shown while showing nothing themselves: the
 * direction embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which make "exe.pdf"
 * read as "fdp.exe"; the deprecated format controls (U+206A–U+206F); interlinear annotations
 * (U+FFF9–U+FFFB), which some renderers hide; and the C1 controls. Right-to-left letters themselves
 * (Arabic, Hebrew) are ordinary text and pass.
 */
const HIDDEN_CONTROL = /[\u0080-\u009f\u202a-\u202e\u2066-\u206f\ufff9-\ufffb]/;
/**
 * Tag characters spell ASCII invisibly (text smuggled past a reader). They are only legitimate inside an
 * emoji tag sequence, a subdivision flag: black flag, 2–7 tag letters or digits, cancel tag (🏴 of Scotland).
 */
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,7}\u{E007F}/gu;
const TAG_CHARACTER = /[\u{E0000}-\u{E007F}]/u;
/**
 * More than four combining marks in a row on one letter ("Zalgo" text) spill over the lines around them.
 * Counted after canonical decomposition, so a precomposed letter counts its accents: Vietnamese stacks two
 * (ệ = e + U+0323 + U+0302), pointed Hebrew and vocalised Arabic two or three, Tibetan stacks three; a run
 * of variation selectors (data hidden in them) is cut short the same way.
 */
export const MAX_MARKS_PER_LETTER = 4;
const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_PER_LETTER + 1},}`, 'u');
/**
 * Unicode's default-ignorable code points, the characters a renderer shows as nothing: zero-width space,
 * non-joiner and joiner (U+200B–U+200D), the direction marks (U+200E, U+200F, U+061C), word joiner
 * (U+2060), byte order mark (U+FEFF), soft hyphen, Hangul fillers (a blank-looking name), variation
 * selectors and tags. Refused in names; the emoji presentation selectors U+FE0E/U+FE0F stay, as they only
 * choose how the symbol before them looks. Messages and titles keep them all: emoji sequences are joined with
 * U+200D, Persian and Indic spelling needs U+200C/U+200D, mixed-direction text needs the marks.
 */
const INVISIBLE_IN_NAMES = /(?![\uFE0E\uFE0F])\p{Default_Ignorable_Code_Point}/u;
/** Something a reader sees: not a space, an invisible character, a lone mark or a control. */
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}\p{M}\p{Cc}\p{Cf}]/u;

function hasHiddenControls(value: string): boolean {
  return HIDDEN_CONTROL.test(value) || TAG_CHARACTER.test(value.replace(FLAG_TAG_SEQUENCE, ''));
}

/** Blank text is left to the field's "required" rule; text of invisible characters only is refused here. */
function isBlankOrVisible(value: string): boolean {
  return value.trim() === '' || VISIBLE.test(value);
}

/** The message of the first rule a title or message breaks, or null. */
function hiddenTextProblem(value: string): string | null {
  if (hasHiddenControls(value)) return textMessages.hiddenControls;
  if (STACKED_MARKS.test(value.normalize('NFD'))) return textMessages.stackedMarks;
  if (!isBlankOrVisible(value)) return textMessages.invisibleCharacters;
  return null;
}

const DOT = '[.\\u3002\\uFF0E\\uFF61]';
/**
 * What a mail reader or a browser may turn into a link, tested on the NFKC form (fullwidth ｗｗｗ is www):
 * - a scheme: two or more letters (then letters, digits, + . -) and a colon followed by anything but a space,
 *   so `https://…`, `ftp://…` and the dotless `mailto:`, `tel:`, `javascript:`, `data:` alike ("Team: Payments",
 *   with its space, passes);
 * - `www.`;
 * - a domain shape: a letter, digit, hyphen or mark, a dot (or the ideographic dots U+3002, U+FF0E, U+FF61
 *   that IDNA reads as dots), then two letters. A list of top-level domains is always out of date (.shop,
 *   .app and hundreds more exist, and `xn--p1ai` or `рф` are domains too), so the shape itself is refused:
 *   `evil.shop`, `x.co`, `пример.рф`, `bob@evil.shop`. Initials pass when a space or another dot follows the
 *   dot ("J. R. R. Tolkien", "J.R. Smith": after "J." comes the single letter R), as do abbreviations
 *   ending in a dot ("Dr. Jean-Paul", "Acme Co.", "Sr. Engineer", "Ph.D."). What has a domain's shape is
 *   refused even when it was not meant as one ("Node.js", "Booking.com", "M.Sc", "Dr.Jean"): nothing
 *   tells it from `t.co`, and the message says to write it without the dot;
 * - an IPv4 address, and an IPv6 address (eight groups, or compressed with `::`).
 */
const WEB_ADDRESS_SHAPES = [
  /(?<![\p{L}\p{N}+.-])[a-z][a-z\d+.-]+:(?=\S)/iu,
  new RegExp(`(?<![\\p{L}\\p{N}])www\\d*${DOT}`, 'iu'),
  new RegExp(`[\\p{L}\\p{N}\\p{M}-]${DOT}\\p{L}\\p{M}*\\p{L}`, 'u'),
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
  /(?<![\p{L}\p{N}:])[\da-f]{1,4}(?::[\da-f]{1,4}){7}(?![\p{L}\p{N}:])/iu,
  /(?<![\p{L}\p{N}:])(?:[\da-f]{1,4}(?::[\da-f]{1,4}){0,6})?::[\da-f]{1,4}(?![\p{L}\p{N}:])|(?<![\p{L}\p{N}:])[\da-f]{1,4}::/iu,
];

/** True when the text holds anything a reader could follow: a URL, a scheme, `www.`, a domain or an IP address. */
export function hasWebAddress(value: string): boolean {
  const folded = value.normalize('NFKC');
  return WEB_ADDRESS_SHAPES.some((shape) => shape.test(folded));
}

/** The message of the first rule a name, company or job title breaks, or null. */
function nameProblem(value: string): string | null {
  if (hasHiddenControls(value)) return textMessages.hiddenControls;
  if (STACKED_MARKS.test(value.normalize('NFD'))) return textMessages.stackedMarks;
  if (INVISIBLE_IN_NAMES.test(value) || !isBlankOrVisible(value)) return textMessages.invisibleCharacters;
  if (hasWebAddress(value)) return textMessages.webAddress;
  return null;
}

/** One pipe action that reports the first broken rule with its own message (one message per field). */
function firstProblem(problemOf: (value: string) => string | null) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = problemOf(dataset.value);
    if (message) addIssue({ message });
  });
}

/**
 * Titles, messages and other prose (before `v.trim()`): no hidden direction or C1 controls, no tag
 * characters outside a flag, at most four combining marks on one letter, and something visible.
 */
export const visibleText = () => firstProblem(hiddenTextProblem);

/**
 * People's names, company and job title (before `v.trim()`): the rules of `visibleText`, no invisible
 * characters at all, and no web address, so the hub's mails and pages that show them cannot be made to
 * carry someone's link.
 */
export const plainName = () => firstProblem(nameProblem);

/** Trimmed, non-empty text of at most `max` characters; line breaks allowed. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return v.pipe(
    text(messages.required),
    v.check((value) => !CONTROL_EXCEPT_NEWLINES.test(value), textMessages.controlCharacters),
    visibleText(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
  );
}

/** Trimmed, non-empty, single-line text of at most `max` characters. */
export function requiredLine(
  max: number,
  messages: { required: string; tooLong: string; singleLine?: string },
) {
  return v.pipe(
    text(messages.required),
    v.check((value) => !ANY_CONTROL.test(value), messages.singleLine ?? textMessages.singleLine),
    visibleText(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
  );
}

/** A person's name, a company or a job title: trimmed, non-empty, one line, `plainName`'s rules. */
export function requiredName(
  max: number,
  messages: { required: string; tooLong: string; singleLine?: string },
) {
  return v.pipe(
    text(messages.required),
    v.check((value) => !ANY_CONTROL.test(value), messages.singleLine ?? textMessages.singleLine),
    plainName(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
  );
}

/** The same for an optional name ('' when absent). */
export function optionalName(max: number, tooLong: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !ANY_CONTROL.test(value), textMessages.singleLine),
      plainName(),
      v.trim(),
      v.maxLength(max, tooLong),
    ),
    '',
  );
}
