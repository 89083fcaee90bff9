import { defineTexts } from '@contracts/texts';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * The FAQ's English source texts: each is its own message id in the content catalog (views show them
 * with `i18n._(text)`), so the FAQ keeps its questions as plain strings.
 */
// biome-ignore format: the source-texts extractor reads each entry on one line.
const faqTexts = defineTexts({
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
