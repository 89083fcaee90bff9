import { setup } from 'xstate';

/** The floor page's one machine: a switch the visitor turns on and off, as small as a machine gets. */
export const toggleMachine = setup({
  types: { events: {} as { type: 'toggle.press' } },
}).createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { description: 'The switch is off', on: { 'toggle.press': 'on' } },
    on: { description: 'The switch is on', on: { 'toggle.press': 'off' } },
  },
});
