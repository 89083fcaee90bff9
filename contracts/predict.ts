import * as v from 'valibot';
import { defineTexts } from './texts';

/**
 * The chatbot's one call: POST {chatbot host}/predict. Shared by the chatbot service and the
 * web client; DOM-free.
 */

export const chatIntents = [
  'greeting',
  'membership',
  'hire-us',
  'projects',
  'services',
  'location',
  'contact',
  'resources',
  'goodbye',
  'fallback',
] as const;
export type ChatIntent = (typeof chatIntents)[number];

/** The languages the chatbot's data answers in (ISO 639-1). Other detected codes get English answers. */
export const chatLanguages = ['en', 'fr', 'sw', 'rw'] as const;
export type ChatLanguage = (typeof chatLanguages)[number];

export const PREDICT_MESSAGE_MAX_LENGTH = 1000;

export const predictMessages = defineTexts('predict', {
  messageRequired: 'Please type a message.',
  messageTooLong: `Message must be at most ${PREDICT_MESSAGE_MAX_LENGTH} characters.`,
  contextInvalid: 'Context must be a list.',
  optionsInvalid: 'Options must be an object.',
});

const PlainObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  predictMessages.optionsInvalid,
);

export const PredictRequest = v.object(
  {
    message: v.pipe(
      v.string(predictMessages.messageRequired),
      v.trim(),
      v.minLength(1, predictMessages.messageRequired),
      v.maxLength(PREDICT_MESSAGE_MAX_LENGTH, predictMessages.messageTooLong),
    ),
    context: v.optional(
      v.pipe(
        v.array(v.unknown(), predictMessages.contextInvalid),
        v.maxLength(50, predictMessages.contextInvalid),
      ),
      () => [],
    ),
    options: v.optional(PlainObject, () => ({})),
    // This message also covers a missing `message` key and a body that is not an object.
  },
  predictMessages.messageRequired,
);
export type PredictRequest = v.InferOutput<typeof PredictRequest>;

export const PredictResponse = v.object({
  text: v.string(),
  intent: v.picklist(chatIntents),
  confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  detected_language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
});
export type PredictResponse = v.InferOutput<typeof PredictResponse>;
