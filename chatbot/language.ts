import type { ChatLanguage } from '@contracts/predict';
import { eld } from 'eld/medium';
import { franc } from 'franc-min';
import { intents as defaultIntents, type IntentData } from './intents';

/**
 * Language detection with real detectors, answering one of the chatbot's languages (ISO 639-1):
 * 1. a message that is exactly one of the training examples of a single language is that language
 *    (short greetings such as "muraho" or "habari" are too short for any statistical detector);
 * 2. eld, when it is confident (`isReliable()`) that the text is English or French;
 * 3. very short texts nothing recognised: the fallback (the page's language when the chat page sent
 *    it, else English);
 * 4. otherwise franc-min limited to English, French, Swahili and Kinyarwanda (ISO 639-3 codes mapped
 *    to ISO 639-1), the fallback when it cannot tell. eld knows neither Swahili nor Kinyarwanda, hence
 *    the second detector.
 */

const FRANC_CODES = { eng: 'en', fra: 'fr', swh: 'sw', kin: 'rw' } as const satisfies Record<
  string,
  ChatLanguage
>;
const FRANC_ONLY = Object.keys(FRANC_CODES);
const ELD_CONFIDENT: ReadonlySet<string> = new Set<ChatLanguage>(['en', 'fr']);
/** Below this many letters a statistical guess is mostly noise ("hi" scores as Swahili). */
const SHORT_TEXT_LETTERS = 10;
export const DEFAULT_LANGUAGE: ChatLanguage = 'en';

/** Lower case, accents removed, anything that is not a letter or digit turned into single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** Normalised training examples that occur in exactly one language. */
export function buildPhraseBook(
  data: readonly IntentData[] = defaultIntents,
): ReadonlyMap<string, ChatLanguage> {
  const seen = new Map<string, ChatLanguage | null>();
  for (const item of data) {
    for (const [language, examples] of Object.entries(item.examples) as [ChatLanguage, readonly string[]][]) {
      for (const example of examples) {
        const key = normalizeText(example);
        const previous = seen.get(key);
        seen.set(key, previous === undefined || previous === language ? language : null);
      }
    }
  }
  const book = new Map<string, ChatLanguage>();
  for (const [key, language] of seen) if (language) book.set(key, language);
  return book;
}

/** A message's language; `fallback` (default English) when the message is too short or ambiguous to tell. */
export type LanguageDetector = (text: string, fallback?: ChatLanguage) => ChatLanguage;

export function createLanguageDetector(
  phraseBook: ReadonlyMap<string, ChatLanguage> = buildPhraseBook(),
): LanguageDetector {
  return (text, fallback = DEFAULT_LANGUAGE) => {
    const known = phraseBook.get(normalizeText(text));
    if (known) return known;
    const letters = countLetters(text);
    if (letters < 2) return fallback;
    const byEld = eld.detect(text);
    if (ELD_CONFIDENT.has(byEld.language) && byEld.isReliable()) return byEld.language as ChatLanguage;
    if (letters < SHORT_TEXT_LETTERS) return fallback;
    const byFranc = franc(text, { only: FRANC_ONLY, minLength: 1 });
    return FRANC_CODES[byFranc as keyof typeof FRANC_CODES] ?? fallback;
  };
}

/** The detector over the shipped data file. */
export const detectLanguage: LanguageDetector = createLanguageDetector();
