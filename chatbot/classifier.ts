import { type ChatIntent, chatIntents } from '@contracts/predict';
import { containerBootstrap, Nlp, StemmerEn } from '@nlpjs/basic';
import { intents as defaultIntents, type IntentData } from './intents';

/**
 * Intent classification with nlp.js (@nlpjs/basic): one multilingual model trained on every example
 * of chatbot/intents.ts (English, French, Swahili and Kinyarwanda together), so a wrong language
 * guess cannot send a message to the wrong model.
 *
 * nlp.js ships stemmers for English and French only, and Swahili and Kinyarwanda build words from
 * prefixes around a root (ku-iyandikisha, na-kw-iyandikisha). So the model's own stemmer keeps each
 * token, adds its English stem when that differs, and adds the token's character 4-grams: "imishinga"
 * and "umushinga" then share features without a hand-written stemmer per language.
 */

/** nlp.js needs a locale name; 'mul' (ISO 639-2 "multiple languages") has no built-in stemmer, so ours is used. */
const MODEL_LOCALE = 'mul';
/** Below this score the best guess is not trusted and the answer is the fallback (what the bot can do). */
export const CONFIDENCE_THRESHOLD = 0.5;
const NGRAM = 4;
const NGRAM_MIN_TOKEN_LENGTH = 5;

export interface Classification {
  intent: ChatIntent;
  /** How sure the model is of `intent`, 0..1. */
  confidence: number;
}

export interface IntentClassifier {
  classify(text: string): Promise<Classification>;
}

function createSubwordStemmer() {
  const english = new StemmerEn();
  return {
    stem(tokens: string[]): string[] {
      const features: string[] = [];
      for (const token of tokens) {
        features.push(token);
        const stem = english.stemWord(token);
        if (stem !== token) features.push(stem);
        if (token.length >= NGRAM_MIN_TOKEN_LENGTH) {
          for (let i = 0; i + NGRAM <= token.length; i += 1) features.push(`#${token.slice(i, i + NGRAM)}`);
        }
      }
      return features;
    },
  };
}

function isChatIntent(value: string): value is ChatIntent {
  return (chatIntents as readonly string[]).includes(value);
}

/** Trains a fresh model on `data` (a few hundred milliseconds for the shipped data). */
export async function trainClassifier(
  data: readonly IntentData[] = defaultIntents,
): Promise<IntentClassifier> {
  const container = containerBootstrap({ loadEnv: false }, false);
  container.register(`stemmer-${MODEL_LOCALE}`, createSubwordStemmer());
  const nlp = new Nlp(
    {
      languages: [MODEL_LOCALE],
      autoLoad: false,
      autoSave: false,
      calculateSentiment: false,
      forceNER: false,
      // Keep every score: the threshold is applied below so the top score stays known.
      threshold: 0,
      nlu: { log: false },
    },
    container,
  );
  for (const item of data) {
    for (const examples of Object.values(item.examples)) {
      for (const example of examples) nlp.addDocument(MODEL_LOCALE, example, item.intent);
    }
  }
  await nlp.train();

  return {
    async classify(text) {
      const result = await nlp.process(MODEL_LOCALE, text);
      // 'None': no word of the message is known to the model at all.
      if (result.intent === 'None' || !isChatIntent(result.intent))
        return { intent: 'fallback', confidence: 1 };
      const score = Math.round(Math.min(1, Math.max(0, result.score)) * 1000) / 1000;
      if (result.intent !== 'fallback' && score < CONFIDENCE_THRESHOLD) {
        return { intent: 'fallback', confidence: Math.round((1 - score) * 1000) / 1000 };
      }
      return { intent: result.intent, confidence: score };
    },
  };
}

let shared: Promise<IntentClassifier> | undefined;

/** The process-wide model: trained on the first call, then the same promise for every caller. */
export function getClassifier(): Promise<IntentClassifier> {
  if (!shared) {
    shared = trainClassifier().catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  }
  return shared;
}
