import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  adminUserMessages,
  type UpdateUserRequest,
} from '@contracts/admin-users';
import type { Page } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import type { UserRole } from '@contracts/users';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { createItemUpdateMachine } from '@machines/item-update.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, type PromiseActorLogic, type SnapshotFrom, sendParent, sendTo, setup } from 'xstate';

/**
 * /Admin-members, every account: one screen machine, the parent of the two parts of the screen (the
 * numbered table, 4 a page, and the account update). It turns a row's 'Grant role' and Disable / Enable
 * into the update's change, and the server's copy of the account into the row.
 */

/** The table: the collection machine at 4 a page, numbered pages. */
export const memberTableMachine = createCollectionMachine<AdminUser>({
  id: 'memberTable',
  pageSize: ADMIN_USERS_PAGE_SIZE,
  errorMessage: () => textsOf(adminUserMessages).fetchFailed,
});

/** Grant a role, disable or enable an account: PATCH /api/users/users/:id; the answer replaces the row. */
export const accountUpdateMachine = createItemUpdateMachine<AdminUser, UpdateUserRequest>({
  id: 'accountUpdate',
});

/** What the children tell the screen (`sendParent`). */
export type AdminMembersChildEvent = { type: 'member.changed'; user: AdminUser };

/** What the view sends: a row's 'Grant role' (with the role chosen) and its Disable / Enable. */
export type AdminMembersEvent =
  | { type: 'member.grantRole'; user: AdminUser; role: UserRole }
  | { type: 'member.toggleDisabled'; user: AdminUser }
  | AdminMembersChildEvent;

/** The children as the screen runs them: each reports to the screen instead of to a provided callback. */
const children = {
  memberTable: memberTableMachine,
  accountUpdate: accountUpdateMachine.provide({
    actions: {
      notifyUpdated: sendParent((_, { item }: { item: AdminUser }) => ({
        type: 'member.changed',
        user: item,
      })),
    },
  }),
};

/** The network actors the children call (`fetchPage`, `updateItem`). */
export interface AdminMembersNetwork {
  fetchPage: PromiseActorLogic<Page<AdminUser>, CollectionQuery>;
  updateItem: PromiseActorLogic<AdminUser, { id: string; changes: UpdateUserRequest }>;
}

export const adminMembersMachine = setup({
  types: {
    events: {} as AdminMembersEvent,
    /** Each child's id is its src: `snapshot.children.memberTable` is typed. */
    children: {} as { memberTable: 'memberTable'; accountUpdate: 'accountUpdate' },
  },
  actors: children,
  actions: {
    submitRole: sendTo('accountUpdate', ({ event }) => {
      assertEvent(event, 'member.grantRole');
      return { type: 'update.submit' as const, id: event.user.id, changes: { role: event.role } };
    }),
    /** Disable an active account, enable a disabled one. */
    submitToggle: sendTo('accountUpdate', ({ event }) => {
      assertEvent(event, 'member.toggleDisabled');
      return {
        type: 'update.submit' as const,
        id: event.user.id,
        changes: { disabled: !event.user.disabled },
      };
    }),
    showChanged: sendTo('memberTable', ({ event }) => {
      assertEvent(event, 'member.changed');
      return { type: 'item.replace' as const, item: event.user };
    }),
  },
}).createMachine({
  id: 'adminMembers',
  description:
    'Every account, 4 a page with numbered pages: a role granted (the requested one preselected), an account disabled or enabled.',
  initial: 'open',
  states: {
    open: {
      description: "The table and its rows; the server's copy of a changed account replaces its row.",
      invoke: [
        part('memberTable', {}),
        part('accountUpdate', { failedText: textsOf(adminUserMessages).updateFailed }),
      ],
      on: {
        'member.grantRole': { actions: 'submitRole' },
        'member.toggleDisabled': { actions: 'submitToggle' },
        'member.changed': { actions: 'showChanged' },
      },
    },
    stopped: stoppedState,
  },
});

/**
 * The table's row whose change is being sent (its buttons are disabled): the account update's member while
 * it is sent; none otherwise. The view calls it while it reads the parts.
 */
export function selectBusyMemberId(snapshot: SnapshotFrom<typeof adminMembersMachine>): string | undefined {
  const update = snapshot.children.accountUpdate?.getSnapshot();
  return update?.hasTag('busy') ? update.context.id : undefined;
}

/** The screen with the network its children call: the app's (admin-members.logic.ts) or a test's. */
export function adminMembersWith(network: AdminMembersNetwork) {
  return adminMembersMachine.provide({
    actors: {
      memberTable: children.memberTable.provide({ actors: { fetchPage: network.fetchPage } }),
      accountUpdate: children.accountUpdate.provide({ actors: { updateItem: network.updateItem } }),
    },
  });
}
