import { defineTexts, textsOf } from '@contracts/texts';
import type { I18n } from '@lingui/core';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * The FAQ's English source texts: the content catalog holds each under its code (`faq.location`), so the
 * FAQ keeps its questions as plain strings and a view shows them with `faqText(i18n, text)`.
 */
// biome-ignore format: the source-texts extractor reads each entry on one line.
const faqTexts = defineTexts('faq', {
  whatIsTheHub: 'What is the hub?',
  whatIsTheHubAnswer: 'A student-led innovation hub for young developers in Africa. Our team of full-stack developers in Rwanda learns together and builds software for clients.',
  becomeMember: 'How do I become a member?',
  hireTheTeam: 'How can my company hire the team?',
  location: 'Where is the hub located?',
  pendingAnswer: 'Answer coming soon',
});

/** The FAQ accordion: four questions, only the first answered (spec: Other static pages). */
export const faqs: readonly { question: string; answer?: string }[] = [
  { question: faqTexts.whatIsTheHub, answer: faqTexts.whatIsTheHubAnswer },
  { question: faqTexts.becomeMember },
  { question: faqTexts.hireTheTeam },
  { question: faqTexts.location },
];

export const FAQ_PENDING_ANSWER = faqTexts.pendingAnswer;

const codeOfFaqText = new Map(Object.values(textsOf(faqTexts)).map(({ id, message }) => [message, id]));

/** An FAQ text in `i18n`'s language: the translation of its code, else the English as written. */
export function faqText(i18n: I18n, english: string): string {
  const id = codeOfFaqText.get(english);
  return id !== undefined && i18n.messages[id] !== undefined ? i18n._(id) : english;
}
