import type { PredictResponse } from '@contracts/predict';
import { fromPromise } from 'xstate';
import { pageLanguage } from '@/lib/page-language';
import { chatWith } from './chat.machine';
import { predict } from './predict.api';

/** /chatcard with its real network: the call to the chatbot service, with the page's language. */
export const chatLogic = chatWith({
  fetchReply: fromPromise<PredictResponse, { message: string }>(({ input }) =>
    predict({ ...input, language: pageLanguage() }),
  ),
});
export type ChatLogic = typeof chatLogic;
