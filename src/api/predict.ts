import { PredictResponse } from '@contracts/predict';
import { call } from './http';

/** The chatbot's address (the chatbot is its own service); `VITE_CHATBOT_URL` overrides the default. */
export const chatbotUrl: string = import.meta.env.VITE_CHATBOT_URL || 'http://localhost:8000';

/**
 * POST {chatbot}/predict with `{ message, context: [], options: {} }`: the reply, its intent and
 * the language the chatbot detected. The one client with the chatbot's address as its prefix (15 s timeout,
 * a POST is never retried).
 */
export function predict({ message }: { message: string }): Promise<PredictResponse> {
  return call(
    ({ http }) =>
      http.post('predict', { prefixUrl: chatbotUrl, json: { message, context: [], options: {} } }),
    PredictResponse,
  );
}
