import type { Resource, ResourceFields } from '@contracts/resources';
import { type DraftStorage, draftWith } from '@machines/draft.machine';
import { part, stoppedState } from '@machines/screen-parts';
import type { SaveUploadInput } from '@machines/upload-form.machine';
import { type PromiseActorLogic, sendParent, setup } from 'xstate';
import { type ResourceImageField, resourceFormMachine } from './resource-form.machine';

/**
 * /add-resource (and, with `?id=`, the edit of that resource): the resource form as a page of its own.
 * The route reads the resource to edit before the page opens; one that could not be read is said so, with
 * a way back. Saved or cancelled, the screen goes back to /resources, whose table shows what the server
 * stored. The form keeps its draft on the device for the signed-in account (`input.account`).
 */

export interface AddResourceInput {
  /** The resource to edit; absent to add one. */
  resource?: Resource | undefined;
  /** The resource `?id=` names could not be read (gone, or a bad id). */
  missing?: boolean;
  /** The signed-in account's e-mail: the form keeps its drafts. */
  account?: string | undefined;
}

export interface AddResourceContext {
  resource: Resource | undefined;
  missing: boolean;
  account: string | undefined;
}

/** What the form tells the screen (`sendParent`). */
export type AddResourceEvent = { type: 'resource.closed' } | { type: 'resource.invalid' };

/** The form as the screen runs it: it reports to the screen instead of to a provided callback. */
const children = {
  resourceForm: resourceFormMachine.provide({
    actions: {
      // A page of its own never shows its form again: where the form would clear itself for the next
      // opening (saved or cancelled), the screen is told to leave.
      clearForm: sendParent({ type: 'resource.closed' }),
      focusFirstError: sendParent({ type: 'resource.invalid' }),
    },
  }),
};

/** The network actor the form calls (`saveItem`). */
export interface AddResourceNetwork {
  saveItem: PromiseActorLogic<Resource, SaveUploadInput<ResourceFields, ResourceImageField>>;
  drafts?: DraftStorage;
}

export const addResourceMachine = setup({
  types: {
    input: {} as AddResourceInput,
    context: {} as AddResourceContext,
    events: {} as AddResourceEvent,
    /** The child's id is its src: `snapshot.children.resourceForm` is typed. */
    children: {} as { resourceForm: 'resourceForm' },
  },
  actors: children,
  guards: {
    isMissing: ({ context }) => context.missing,
  },
  actions: {
    /** Back to the table (the router: provided by the view). */
    backToResources: () => {},
    /** Moves focus to the form's first field in error (the DOM: provided by the view). */
    focusFirstError: () => {},
  },
}).createMachine({
  id: 'addResource',
  description:
    'Add a resource, or edit the one the address names: the form as a page; saved or cancelled, back to /resources.',
  context: ({ input }) => ({
    resource: input.resource,
    missing: input.missing ?? false,
    account: input.account,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Decides at once: the resource to edit could not be read, or the form opens.',
      always: [{ guard: 'isMissing', target: 'missing' }, { target: 'open' }],
    },
    missing: {
      description: "The resource to edit could not be read: the not-found text and 'Back to resources'.",
    },
    open: {
      description: 'The form, filled with the resource to edit or empty.',
      invoke: [
        part('resourceForm', ({ context }: { context: AddResourceContext }) => ({
          item: context.resource,
          open: true,
          account: context.account,
        })),
      ],
      on: {
        'resource.invalid': { actions: 'focusFirstError' },
        'resource.closed': { target: 'left' },
      },
    },
    left: {
      description: 'Saved or cancelled: back to /resources.',
      entry: 'backToResources',
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its form calls: the app's (add-resource.logic.ts) or a test's. */
export function addResourceWith(network: AddResourceNetwork) {
  return addResourceMachine.provide({
    actors: {
      resourceForm: children.resourceForm.provide({
        actors: { saveItem: network.saveItem, draft: draftWith(network.drafts) },
      }),
    },
  });
}
