import { commonFailureTexts, failureText } from '@contracts/failure-message';
import { type MessageableMember, messagingMessages } from '@contracts/messaging';
import { textsOf } from '@contracts/texts';
import { createCollectionMachine } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchMessageableMembers } from '@/api/fetch-messageable-members';

/** Members one can start a conversation with, 8 a page, searched by name. */
export const MEMBER_PICKER_PAGE_SIZE = 8;

/** A member of the picker, with the id the collection machine keys items by. */
export type PickableMember = MessageableMember & { id: string };

export const memberPickerMachine = createCollectionMachine<PickableMember, { q: string }>({
  id: 'memberPicker',
  pageSize: MEMBER_PICKER_PAGE_SIZE,
  errorMessage: (error) =>
    failureText(error, {
      http: textsOf(messagingMessages).membersFailed,
      network: textsOf(commonFailureTexts).network,
      unexpected: textsOf(messagingMessages).membersFailed,
    }),
});

/** 'Start a conversation' with its real network: the members one may message, by name. */
export const memberPickerLogic = memberPickerMachine.provide({
  actors: {
    fetchPage: fromPromise(async ({ input }) => {
      const { page, limit, q } = input;
      const found = await fetchMessageableMembers({ page, limit, q: String(q ?? '') });
      return {
        items: found.items.map((member) => ({ ...member, id: member.accountId })),
        total: found.total,
      };
    }),
  },
});
export type MemberPickerLogic = typeof memberPickerLogic;
