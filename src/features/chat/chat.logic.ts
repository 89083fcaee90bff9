import { chatMachine } from '@machines/chat.machine';
import { fromPromise } from 'xstate';
import { predict } from '@/api/predict';

/** The chat machine with the real call to the chatbot service. */
export const chatLogic = chatMachine.provide({
  actors: { fetchReply: fromPromise(({ input }) => predict(input)) },
});
