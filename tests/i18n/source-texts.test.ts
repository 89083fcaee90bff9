import { readFileSync } from 'node:fs';
import { adminStatsMessages } from '@contracts/admin-stats';
import { adminUserMessages } from '@contracts/admin-users';
import { blogMessages } from '@contracts/blogs';
import { eventMessages } from '@contracts/events';
import { commonFailureTexts } from '@contracts/failure-message';
import { hireInquiryMessages } from '@contracts/hire-inquiries';
import { inquiriesWaitTemplate, inquiryMessages } from '@contracts/hire-us';
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
import { uploadMessages, uploadsWaitTemplate } from '@contracts/uploads';
import { attemptsWaitTemplate, messages } from '@contracts/users';
import { i18n } from '@lingui/core';
import { composerMessages } from '@machines/composer.machine';
import { dashboardProfileMessages } from '@machines/dashboard-profile.machine';
import { googleMessages } from '@machines/google-sign-in.machine';
import { reactionsMessages } from '@machines/reactions.machine';
import { resourceCardMessages } from '@machines/resource-card.machine';
import { resourceMessagesOfForm } from '@machines/resource-form.machine';
import { roomMessages } from '@machines/resource-room.machine';
import { signInMessages } from '@machines/sign-in.machine';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import '@/i18n/texts';
import { adminResourcesMessages } from '@/screens/admin/admin-resources/admin-resources.machine';
import { forgotPasswordMessages } from '@/screens/auth/forgot-password/forgot-password.machine';
import { resetPasswordMessages } from '@/screens/auth/reset-password/reset-password.machine';
import { signupMessages } from '@/screens/auth/signup/signup.machine';
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
  hireInquiryMessages,
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
    .map(([key, text]) => ({ name: `${object}.${key}`, text })),
);

describe('the texts catalog', () => {
  it('has every text of every defineTexts object as a message id', () => {
    const ids = catalog('en');
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.filter(({ text }) => !ids.has(text)).map(({ name }) => name)).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has a translation of every text in %s',
    (language) => {
      const entries = catalog(language);
      const missing = texts.filter(({ text }) => !entries.get(text)).map(({ name }) => name);
      expect(missing).toEqual([]);
    },
  );
});

describe('a source text in the page', () => {
  it('shows in the page language through the texts catalog', async () => {
    await activateLanguage('fr');
    try {
      expect(i18n._(messages.invalidCredentials)).toBe('E-mail ou mot de passe non valide.');
      expect(i18n._(commonFailureTexts.network)).toBe('Erreur réseau. Veuillez vérifier votre connexion.');
      expect(i18n._(inquiryMessages.submitted)).not.toBe(inquiryMessages.submitted);
    } finally {
      await activateLanguage('en');
    }
    expect(i18n._(messages.invalidCredentials)).toBe('Invalid email or password.');
  });
});

describe('the source texts extractor', () => {
  it('reads quotes, concatenations, known constants in templates, functions of their parameters and one-line objects', () => {
    const code = [
      "import { defineTexts } from './texts';",
      'const LIMIT = 1000;',
      'export const a = defineTexts({',
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
      "export const b = defineTexts({ eight: 'Invalid id' });",
    ].join('\n');
    expect(sourceTextsOf(code)).toEqual([
      { key: 'one', text: "It's one", line: 4 },
      { key: 'two', text: "Starting with '+' and a code", line: 5 },
      { key: 'three', text: 'Part one, part two', line: 7 },
      { key: 'four', text: 'At most 1000 characters.', line: 8 },
      { key: 'six', text: '{n} items', line: 10 },
      { key: 'eight', text: 'Invalid id', line: 14 },
    ]);
  });
});
