import ky from 'ky';
import { PredictResponse } from './contracts/predict';
import { call } from './http';

/** The chatbot's address (its own service, DECISIONS "Chatbot"); `VITE_CHATBOT_URL` overrides the default. */
export const chatbotUrl: string = import.meta.env.VITE_CHATBOT_URL || 'http://localhost:8000';

/**
 * POST {chatbot}/predict with `{ message, context: [], options: {} }` (spec §7): the reply, its intent and
 * the language the chatbot detected. 15 s timeout, never retried.
 */
export function predict({ message }: { message: string }): Promise<PredictResponse> {
  return call(() =>
    ky
      .post(`${chatbotUrl.replace(/\/+$/, '')}/predict`, {
        json: { message, context: [], options: {} },
        timeout: 15_000,
        retry: 0,
      })
      .json(PredictResponse),
  );
}
