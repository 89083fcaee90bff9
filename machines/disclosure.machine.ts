import { setup } from 'xstate';

/**
 * A control that shows and hides a panel: the 'About Hub' dropdown and the mobile menu.
 * Focus moves are named actions the view provides (the machine has no DOM).
 */
export const disclosureMachine = setup({
  types: {
    events: {} as
      | { type: 'panel.toggle' }
      | { type: 'panel.openWithKeyboard' }
      | { type: 'panel.dismiss' }
      | { type: 'panel.escape' }
      | { type: 'panel.navigate' },
  },
  actions: {
    focusFirstItem: () => {},
    focusTrigger: () => {},
  },
}).createMachine({
  id: 'disclosure',
  description: 'A trigger button that opens and closes a panel of links.',
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the trigger is shown; aria-expanded is false.',
      on: {
        'panel.toggle': { target: 'open' },
        'panel.openWithKeyboard': { target: 'open', actions: 'focusFirstItem' },
      },
    },
    open: {
      description: 'The panel is shown below the trigger; aria-expanded is true.',
      on: {
        'panel.toggle': { target: 'closed' },
        'panel.dismiss': { target: 'closed' },
        'panel.navigate': { target: 'closed' },
        'panel.escape': { target: 'closed', actions: 'focusTrigger' },
      },
    },
  },
});
