import { readFileSync } from 'node:fs';
import { adminStatsMessages } from '@contracts/admin-stats';
import { adminUserMessages } from '@contracts/admin-users';
import { blogMessages } from '@contracts/blogs';
import { eventMessages } from '@contracts/events';
import { commonFailureTexts } from '@contracts/failure-message';
import { inquiriesWaitTemplate, inquiryMessages } from '@contracts/hire-us';
import { inquiryAdminMessages } from '@contracts/inquiries';
import { LANGUAGES } from '@contracts/languages';
import { liveMessages } from '@contracts/live';
import { memberAreaMessages } from '@contracts/member-area';
import { memberMessages } from '@contracts/members';
import { messagingMessages, messagingWaitTemplates } from '@contracts/messaging';
import { notificationMessages } from '@contracts/notifications';
import { idMessages, pagingMessages } from '@contracts/paging';
import { predictMessages } from '@contracts/predict';
import { profileMessages } from '@contracts/profile';
import { projectMessages } from '@contracts/projects';
import { resourceMessages } from '@contracts/resources';
import { revenueMessages } from '@contracts/revenue';
import { revenuePanelTexts } from '@contracts/revenue-figures';
import { taskMessages } from '@contracts/tasks';
import { textMessages } from '@contracts/text-fields';
import { codeOfEntry, textsOf } from '@contracts/texts';
import { uploadMessages, uploadsWaitTemplate } from '@contracts/uploads';
import { attemptsWaitTemplate, messages } from '@contracts/users';
import { i18n } from '@lingui/core';
import { composerMessages } from '@machines/composer.machine';
import { googleMessages } from '@machines/google-sign-in.machine';
import { reactionsMessages } from '@machines/reactions.machine';
import { resourceCardMessages } from '@machines/resource-card.machine';
import { roomMessages } from '@machines/resource-room.machine';
import { signInMessages } from '@machines/sign-in.machine';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { translateSourceText } from '@/i18n/texts';
import { resourceMessagesOfForm } from '@/screens/admin/add-resource/resource-form.machine';
import { adminResourcesMessages } from '@/screens/admin/admin-resources/admin-resources.machine';
import { forgotPasswordMessages } from '@/screens/auth/forgot-password/forgot-password.machine';
import { resetPasswordMessages } from '@/screens/auth/reset-password/reset-password.machine';
import { signupMessages } from '@/screens/auth/signup/signup.machine';
import { dashboardProfileMessages } from '@/screens/member/dashboard/dashboard-profile.machine';
import { profileFormTexts } from '@/screens/member/edit-profile/edit-profile.machine';
import { deleteMessageTexts } from '@/screens/member/hub-channel/hub-channel.machine';
import { chatMessages } from '@/screens/public/chat/chat.machine';
import { sourceTextsOf } from '../../scripts/i18n/source-texts-extractor';

/** Every `defineTexts` object of contracts and machines: each of its texts is a message of `texts.po`. */
const objects = {
  adminStatsMessages,
  adminUserMessages,
  blogMessages,
  eventMessages,
  commonFailureTexts,
  inquiryAdminMessages,
  inquiryMessages,
  liveMessages,
  memberAreaMessages,
  memberMessages,
  messagingMessages,
  notificationMessages,
  pagingMessages,
  idMessages,
  predictMessages,
  profileMessages,
  projectMessages,
  resourceMessages,
  revenueMessages,
  revenuePanelTexts,
  taskMessages,
  textMessages,
  uploadMessages,
  messages,
  composerMessages,
  dashboardProfileMessages,
  googleMessages,
  reactionsMessages,
  resourceCardMessages,
  resourceMessagesOfForm,
  roomMessages,
  signInMessages,
  adminResourcesMessages,
  forgotPasswordMessages,
  resetPasswordMessages,
  signupMessages,
  profileFormTexts,
  deleteMessageTexts,
  chatMessages,
  attemptsWaitTemplate,
  inquiriesWaitTemplate,
  messagingWaitTemplates,
  uploadsWaitTemplate,
};

/** The `msgid` → `msgstr` pairs of a language's `texts.po`. */
function catalog(language: string): Map<string, string> {
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:\\.|[^"\\])*)"/g)]
      .map(([, body]) => body!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c)))
      .join('');
  const entries = new Map<string, string>();
  const file = readFileSync(`src/locales/${language}/texts.po`, 'utf8');
  for (const [, id, text] of file.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm))
    entries.set(unquote(id!), unquote(text!));
  return entries;
}

const texts = Object.entries(objects).flatMap(([object, values]) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => ({
      name: `${object}.${key}`,
      text,
      id: codeOfEntry(values as Record<string, string>, key),
    })),
);

describe('the texts catalog', () => {
  it('has every text of every defineTexts object as a message id', () => {
    const ids = catalog('en');
    expect(texts.length).toBeGreaterThan(200);
    // An entry naming another object's text (`network: commonFailureTexts.network`) is that text's message.
    const english = new Set(ids.values());
    expect(
      texts.filter(({ id, text }) => ids.get(id) !== text && !english.has(text)).map(({ name }) => name),
    ).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has a translation of every text in %s',
    (language) => {
      const entries = catalog(language);
      const ids = catalog('en');
      const named = (text: string) => [...ids].some(([id, english]) => english === text && entries.get(id));
      const missing = texts
        .filter(({ id, text }) => !entries.get(id) && !named(text))
        .map(({ name }) => name);
      expect(missing).toEqual([]);
    },
  );
});

describe('a source text in the page', () => {
  it('shows in the page language through the texts catalog', async () => {
    await activateLanguage('fr');
    try {
      expect(translateSourceText(i18n, textsOf(messages).invalidCredentials)).toBe(
        'E-mail ou mot de passe non valide.',
      );
      expect(translateSourceText(i18n, textsOf(commonFailureTexts).network)).toBe(
        'Erreur réseau. Veuillez vérifier votre connexion.',
      );
      expect(translateSourceText(i18n, textsOf(inquiryMessages).submitted)).not.toBe(
        inquiryMessages.submitted,
      );
    } finally {
      await activateLanguage('en');
    }
    expect(translateSourceText(i18n, textsOf(messages).invalidCredentials)).toBe(
      'Invalid email or password.',
    );
  });
});

describe('the source texts extractor', () => {
  it('reads quotes, concatenations, known constants in templates, functions of their parameters and one-line objects', () => {
    const code = [
      "import { defineTexts } from './texts';",
      'const LIMIT = 1000;',
      "export const a = defineTexts('a', {",
      "  one: 'It\\'s one',",
      '  two:',
      '    "Starting with \'+\' and a code",',
      '  three: \'Part one, \' + "part two",',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code
      '  four: `At most ${LIMIT} characters.`,',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code
      '  five: `Unknown ${OTHER}`,',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code
      '  six: (n: number) => `${n} items`,',
      '  ...other,',
      '  seven: other.text,',
      '});',
      "export const b = defineTexts('b', { eight: 'Invalid id' });",
    ].join('\n');
    expect(sourceTextsOf(code)).toEqual([
      { id: 'a.one', key: 'one', text: "It's one", line: 4 },
      { id: 'a.two', key: 'two', text: "Starting with '+' and a code", line: 5 },
      { id: 'a.three', key: 'three', text: 'Part one, part two', line: 7 },
      { id: 'a.four', key: 'four', text: 'At most 1000 characters.', line: 8 },
      { id: 'a.six', key: 'six', text: '{n} items', line: 10 },
      { id: 'b.eight', key: 'eight', text: 'Invalid id', line: 14 },
    ]);
  });
});
