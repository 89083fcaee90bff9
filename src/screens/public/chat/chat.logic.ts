import type { PredictResponse } from '@contracts/predict';
import { fromPromise } from 'xstate';
import { predict } from '@/api/predict';
import { chatWith } from './chat.machine';

/** /chatcard with its real network: the call to the chatbot service. */
export const chatLogic = chatWith({
  fetchReply: fromPromise<PredictResponse, { message: string }>(({ input }) => predict(input)),
});
export type ChatLogic = typeof chatLogic;
