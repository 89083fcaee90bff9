import type { ChatIntent, ChatLanguage, PredictResponse } from '@contracts/predict';
import type { IntentClassifier } from './classifier';
import { intents as defaultIntents, type IntentData } from './intents';
import type { LanguageDetector } from './language';

/** The answer of `intent` in `language`, English when the data file has none in that language. */
export function answerFor(
  intent: ChatIntent,
  language: ChatLanguage,
  data: readonly IntentData[] = defaultIntents,
) {
  const item =
    data.find((candidate) => candidate.intent === intent) ?? data.find((c) => c.intent === 'fallback');
  if (!item) throw new Error(`The intents data has no '${intent}' and no 'fallback' intent`);
  return item.answers[language] || item.answers.en;
}

/**
 * Message in, the /predict response out: intent from the classifier, answer in the detected language, or
 * in `pageLanguage` (the chat page's, when it sent one) for a message too short or ambiguous to tell.
 */
export function createPredictor(deps: { classifier: IntentClassifier; detectLanguage: LanguageDetector }) {
  return async (message: string, pageLanguage?: ChatLanguage): Promise<PredictResponse> => {
    const language = deps.detectLanguage(message, pageLanguage);
    const { intent, confidence } = await deps.classifier.classify(message);
    return { text: answerFor(intent, language), intent, confidence, detected_language: language };
  };
}
