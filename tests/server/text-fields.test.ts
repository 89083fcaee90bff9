import { BlogFields } from '@contracts/blogs';
import { InquirySubmission } from '@contracts/hire-us';
import { InquiryReplyRequest } from '@contracts/inquiries';
import { SendMessageBody } from '@contracts/messaging';
import { ProfileRequest } from '@contracts/profile';
import { ProjectFields } from '@contracts/projects';
import { CreateTaskRequest } from '@contracts/tasks';
import { hasControlCharacters } from '@contracts/text-fields';
import { firstNameField, lastNameField } from '@contracts/users';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

/**
 * Text that hides (direction overrides, C1 controls, invisible characters, stacked accent marks) is refused
 * in names, titles and messages, and names, company and job title carry no web address; legitimate text in
 * any script still passes. Checked on the very field schemas the server and the forms use.
 */

// The texts are written out here (not imported) so that a missing or reworded message fails the test.
const HIDDEN = 'Remove the hidden direction or control characters.';
const INVISIBLE = 'Remove the invisible characters (such as zero-width spaces).';
const MARKS = 'Too many accent marks on one letter.';
const WEB = 'Web addresses are not allowed here: remove links and dotted words such as example.com.';

type Field = [label: string, schema: v.GenericSchema];

/** People's names, company and job title: every rule, the strict invisible-character one and no web address. */
const nameFields: Field[] = [
  ['sign-up first name', firstNameField],
  ['sign-up last name', lastNameField],
  ['hire-us first name', InquirySubmission.entries.first_name],
  ['hire-us last name', InquirySubmission.entries.last_name],
  ['hire-us company', InquirySubmission.entries.company_name],
  ['hire-us job title', InquirySubmission.entries.job_title],
  ['profile name', ProfileRequest.entries.name],
  ['profile role', ProfileRequest.entries.role],
  ['project owner', ProjectFields.entries.owner],
  ['project owner role', ProjectFields.entries.ownerRole],
];

/** Titles and messages: no hidden controls and no stacked marks, but joiners (emoji) and marks stay. */
const textFields: Field[] = [
  ['project title', ProjectFields.entries.title],
  ['project description', ProjectFields.entries.description],
  ['blog title', BlogFields.entries.title],
  ['blog text', BlogFields.entries.text],
  ['task title', CreateTaskRequest.entries.title],
  ['message text', SendMessageBody.entries.text],
  ['inquiry message', InquirySubmission.entries.message],
  ['reply subject', InquiryReplyRequest.entries.subject],
  ['reply message', InquiryReplyRequest.entries.message],
  ['profile bio', ProfileRequest.entries.bio],
];

const allFields = [...nameFields, ...textFields];

/** The first message the field gives for `value`, or null when it accepts it. */
function refusal(schema: v.GenericSchema, value: string): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? '');
}

const ZALGO = 'Z\u0335\u0321\u0327\u0322\u0328algo';

/** Hidden in every name, title and message, with the rule's message. */
const hiddenEverywhere: [what: string, value: string, message: string][] = [
  ['right-to-left override (U+202E)', 'Invoice \u202Efdp.exe', HIDDEN],
  ['left-to-right override (U+202D)', 'Ada \u202DLovelace', HIDDEN],
  ['embedding (U+202A) and pop (U+202C)', '\u202AAda\u202C', HIDDEN],
  ['right-to-left embedding (U+202B)', 'Ada\u202B', HIDDEN],
  ['left-to-right isolate (U+2066)', 'Ada \u2066x\u2069', HIDDEN],
  ['right-to-left isolate (U+2067)', 'Ada \u2067x', HIDDEN],
  ['first-strong isolate (U+2068)', 'Ada \u2068x', HIDDEN],
  ['pop directional isolate (U+2069)', 'Ada\u2069', HIDDEN],
  ['C1 control NEL (U+0085)', 'Ada\u0085Lovelace', HIDDEN],
  ['C1 control CSI (U+009B)', 'Ada\u009B31m', HIDDEN],
  [
    'tag characters spelling hidden text',
    `Hello${[...'ignore'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`,
    HIDDEN,
  ],
  ['five combining marks on one letter', ZALGO, MARKS],
  ['a precomposed letter plus four more marks', 'Nguy\u1EC5\u0300\u0301\u0302\u0303n', MARKS],
  [
    'eight variation selectors (data hidden in them)',
    `Hi\u{1F600}${'\uFE00\uFE01\uFE02\uFE03\uFE04\uFE05\uFE06\uFE07'}`,
    MARKS,
  ],
];

/** Invisible in names, company and job title. */
const invisibleInNames: [what: string, value: string][] = [
  ['zero-width space (U+200B)', 'A\u200Bda'],
  ['zero-width non-joiner (U+200C)', 'A\u200Cda'],
  ['zero-width joiner (U+200D)', 'A\u200Dda'],
  ['left-to-right mark (U+200E)', 'Ada\u200E'],
  ['right-to-left mark (U+200F)', '\u200FAda'],
  ['word joiner (U+2060)', 'Ada\u2060Lovelace'],
  ['byte order mark (U+FEFF)', '\uFEFFAda'],
  ['soft hyphen (U+00AD)', 'Ada\u00ADLovelace'],
  ['Hangul filler (U+3164), a blank-looking name', '\u3164'],
  ['an emoji joined with U+200D', 'Ada \u{1F469}\u200D\u{1F4BB}'],
];

describe('text that hides is refused in names, titles and messages', () => {
  for (const [label, schema] of allFields) {
    it.each(hiddenEverywhere)(`${label}: %s`, (_, value, message) => {
      expect(refusal(schema, value)).toBe(message);
    });
  }

  for (const [label, schema] of nameFields) {
    it.each(invisibleInNames)(`${label}: %s is invisible`, (_, value) => {
      expect(refusal(schema, value)).toBe(INVISIBLE);
    });
  }

  it.each(textFields)('%s: a text of invisible characters only is refused', (_, schema) => {
    expect(refusal(schema, '\u200B\u200D\u2060')).toBe(INVISIBLE);
  });

  it('C1 controls join the control characters every JSON body refuses', () => {
    for (const c of ['\u0080', '\u0085', '\u009B', '\u009F'])
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
    for (const ok of ['\t\r\n', '\u00A0', '\u00E9', '\u{1F469}\u200D\u{1F4BB}', '\u202E'])
      expect(hasControlCharacters(ok)).toBe(false);
  });
});

/** Messages keep what real people type: emoji sequences, direction marks, joiners of Indic and Persian. */
const messageOnly = [
  '\u{1F469}\u200D\u{1F4BB} coding tonight',
  'family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  'pride \u{1F3F3}\uFE0F\u200D\u{1F308}',
  'keycap 1\uFE0F\u20E3',
  'waving \u{1F44B}\u{1F3FD}',
  'Scotland \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
  'ok \u2764\uFE0F',
  '\u05E9\u05DC\u05D5\u05DD 123\u200F!',
  '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645',
  '\u0915\u094D\u200D\u0937',
];

/** Legitimate text in many scripts: names and titles alike (no dot between two words of 2+ letters). */
const multilingual = [
  'Uwimana Jean de Dieu',
  'Nshimiyimana Mukamana',
  "Ng'ang'a Wanjiku",
  'Hélène Dubois-Lefèvre',
  'He\u0301le\u0300ne Lefe\u0300vre',
  'François Noël Zoë',
  'Habari za asubuhi',
  'محمد عبد الله',
  'مُحَمَّد',
  'דָּוִד שָׁלוֹם',
  'Nguyễn Thị Minh Khai',
  'Trần Hưng Đạo',
  'Nguye\u0302\u0303n',
  'ệ\u0300\u0301',
  'अर्जुन श्रीनिवास',
  'क्षत्रिय',
  'முருகன்',
  'አበበ ቢቂላ',
  '王小明',
  '山田・太郎',
  '김민준',
  'สมชาย กั้ง',
  'བསྒྲུབས',
  'Αλέξανδρος',
  'Иван Петров',
  'Ọ̀ṣọ́ Adéwálé',
  'J. R. R. Tolkien',
  'J.R. Smith',
  'J.R.R. Tolkien',
  'Dr. Jean-Paul Uwimana',
  'St. John',
  "O'Brien",
  'Jean-Baptiste',
  'Acme Ltd.',
  'Acme Co.',
  'Acme Co., Ltd.',
  'AT&T',
  'Procter & Gamble',
  'Müller GmbH',
  'Sr. Engineer',
  'Ph.D. Candidate',
  'VP, Engineering (R&D)',
  'Industry 4.0 Lead',
  'Team: Payments',
  'Head of Product',
];

describe('legitimate text passes', () => {
  for (const [label, schema] of allFields) {
    it.each(multilingual)(`${label}: %s`, (value) => {
      expect(refusal(schema, value)).toBeNull();
    });
  }

  for (const [label, schema] of textFields) {
    it.each(messageOnly)(`${label}: %s`, (value) => {
      expect(refusal(schema, value)).toBeNull();
    });
  }
});

/** Syllables of many scripts, some with combining marks (never more than the cap on one letter). */
const syllable = fc.constantFrom(
  'Mu',
  'ka',
  'ma',
  'na',
  'Nshi',
  'Uwi',
  'é',
  'è',
  'ç',
  'ë',
  'e\u0301',
  'a\u0300\u0301\u0302\u0303',
  'Ng',
  "'",
  '-',
  'ự',
  'Nguyễn',
  'ệ',
  'o\u0302\u0303',
  'محمد',
  'مُحَمَّد',
  'שָׁלוֹם',
  'अर्जुन',
  'क्ष',
  'முருகன்',
  'አበበ',
  '王',
  '김',
  'ก้',
  'བསྒྲུབས',
  'Ω',
  'Ж',
  'Ọ̀',
);

/** A word of syllables, or an initial, abbreviation or sign that stands alone between spaces. */
const word = fc.oneof(
  { weight: 4, arbitrary: fc.array(syllable, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('J.', 'J.R.', 'Dr.', 'St.', 'Co.', '&', ',', '4.0', 'R&D', '(Ltd)'),
  },
);

const legitimateText = fc
  .array(word, { minLength: 1, maxLength: 5 })
  .map((words) => words.join(' '))
  .filter((text) => /[\p{L}\p{N}]/u.test(text));

const hiddenCharacter = fc.constantFrom(
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
);
const invisibleCharacter = fc.constantFrom(
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u2060',
  '\uFEFF',
);

/** `text` with `inserted` placed at a position picked by `at` (0..1). */
const insert = (text: string, inserted: string, at: number) => {
  const chars = [...text];
  const index = Math.floor(at * (chars.length + 1));
  return [...chars.slice(0, index), inserted, ...chars.slice(index)].join('');
};
const position = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('properties over generated multilingual text', () => {
  it('every name, title and message field accepts legitimate text of any script', () => {
    fc.assert(
      fc.property(legitimateText, (text) => {
        for (const [label, schema] of allFields) expect(refusal(schema, text), `${label} ${text}`).toBeNull();
      }),
    );
  });

  it('one hidden direction or C1 control anywhere is refused in every field', () => {
    fc.assert(
      fc.property(legitimateText, hiddenCharacter, position, (text, hidden, at) => {
        for (const [label, schema] of allFields)
          expect(refusal(schema, insert(text, hidden, at)), label).toBe(HIDDEN);
      }),
    );
  });

  it('one invisible character anywhere in a name is refused', () => {
    fc.assert(
      fc.property(legitimateText, invisibleCharacter, position, (text, invisible, at) => {
        for (const [label, schema] of nameFields)
          expect(refusal(schema, insert(text, invisible, at)), label).toBe(INVISIBLE);
      }),
    );
  });

  it('a run of five or more combining marks anywhere is refused in every field', () => {
    const mark = fc.constantFrom('\u0300', '\u0301', '\u0335', '\u0321', '\u0489', '\u093C', '\u05B8');
    fc.assert(
      fc.property(
        legitimateText,
        fc.array(mark, { minLength: 5, maxLength: 30 }),
        position,
        (text, marks, at) => {
          for (const [label, schema] of allFields)
            expect(refusal(schema, insert(text, `a${marks.join('')}`, at)), label).toBe(MARKS);
        },
      ),
    );
  });
});

/** Web addresses of every shape a name, company or job title might carry. */
const webAddresses = [
  'evil.shop',
  'EVIL.SHOP',
  'Evil.Shop',
  'x.co',
  'sub.example.museum',
  'xn--p1ai.xn--p1ai',
  'my-site2.online',
  'https://evil.shop/deal',
  'http://x',
  'ftp://files',
  'www.evil',
  'WWW.evil',
  'Visit evil.shop now',
  'Ada (evil.shop)',
  'evil.shop/path?q=1',
  'пример.рф',
  '例子.中国',
  'مثال.إختبار',
  'evil\u3002shop',
  'ｅｖｉｌ．ｓｈｏｐ',
  'bob@evil.shop',
  'mailto:bob',
  'tel:+250788123456',
  'javascript:alert(1)',
  'data:text/html,hi',
  '192.168.0.1',
  'Ada 10.0.0.1',
  '[2001:db8::1]',
  'fe80::1',
  '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
];

describe('names, company and job title carry no web address', () => {
  for (const [label, schema] of nameFields) {
    it.each(webAddresses)(`${label}: %s`, (value) => {
      expect(refusal(schema, value)).toBe(WEB);
    });
  }

  it('titles and messages may still mention a site', () => {
    for (const [label, schema] of textFields)
      expect(refusal(schema, 'Read https://owasp.org and example.com'), label).toBeNull();
  });

  it('any word.word shape, with or without scheme, www. or path, is refused in a name', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const label = fc
      .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'), { minLength: 1, maxLength: 12 })
      .map((chars) => chars.join(''));
    const tld = fc.array(letter, { minLength: 2, maxLength: 10 }).map((chars) => chars.join(''));
    const prefix = fc.constantFrom('', 'http://', 'https://', 'www.', 'Visit ', 'Ada ');
    const suffix = fc.constantFrom('', '/', '/deal', ' now', '?x=1');
    fc.assert(
      fc.property(prefix, fc.array(label, { minLength: 1, maxLength: 3 }), tld, suffix, (p, labels, t, s) => {
        const value = `${p}${labels.join('.')}.${t}${s}`;
        for (const [field, schema] of nameFields)
          expect(refusal(schema, value), `${field} ${value}`).toBe(WEB);
      }),
    );
  });
});
