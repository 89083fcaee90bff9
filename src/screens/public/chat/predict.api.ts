import { PredictResponse } from '@contracts/predict';
import { call } from '@/api/http';

/** The chatbot's address (the chatbot is its own service); `VITE_CHATBOT_URL` overrides the default. */
export const chatbotUrl: string = import.meta.env.VITE_CHATBOT_URL || 'http://localhost:8000';

/**
 * POST {chatbot}/predict with `{ message, context: [], options: {} }`: the reply, its intent and
 * the language the chatbot detected. The one client with the chatbot's address as its prefix (15 s timeout,
 * a POST is never retried). `language`, the page's language, goes as `options.language`: the chatbot answers
 * in the language it detects in the message, and in this one when the message is too short or ambiguous.
 */
export function predict({
  message,
  language,
}: {
  message: string;
  language?: string;
}): Promise<PredictResponse> {
  const options = language ? { language } : {};
  return call(
    ({ http }) => http.post('predict', { prefixUrl: chatbotUrl, json: { message, context: [], options } }),
    PredictResponse,
  );
}
