import { disclosureMachine } from '@machines/disclosure.machine';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderApp } from '../support/render-app';

const events = [
  { type: 'panel.toggle' },
  { type: 'panel.openWithKeyboard' },
  { type: 'panel.dismiss' },
  { type: 'panel.escape' },
  { type: 'panel.navigate' },
] as const;

/** The same machine drives two disclosures; each is checked through every path. */
const disclosures = [
  {
    name: "the 'About Hub' dropdown",
    trigger: () => screen.getByRole('button', { name: 'About Hub' }),
    panelLink: () => screen.getByRole('link', { name: 'Blog', hidden: true }),
  },
  {
    name: 'the mobile menu',
    trigger: () => screen.getByRole('button', { name: 'Menu' }),
    panelLink: () =>
      within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Members', hidden: true }),
  },
];

describe.each(disclosures)('$name', ({ name, trigger, panelLink }) => {
  const states: StateAssertions = {
    closed: () => {
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(panelLink().closest('ul')?.hidden).toBe(true);
    },
    open: () => {
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      expect(panelLink().closest('ul')?.hidden).toBe(false);
    },
  };

  let user: Awaited<ReturnType<typeof renderApp>>['user'];
  const executors: EventExecutors = {
    'panel.toggle': () => user.click(trigger()),
    'panel.openWithKeyboard': async () => {
      trigger().focus();
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement?.tagName).toBe('A');
    },
    'panel.dismiss': () => user.click(screen.getByRole('heading', { level: 1 })),
    'panel.escape': async () => {
      await user.keyboard('{Escape}');
      expect(document.activeElement).toBe(trigger());
    },
    'panel.navigate': () => user.click(panelLink()),
  };

  modelSuite(disclosureMachine, {
    title: `disclosure machine: ${name}`,
    events,
    states,
    executors,
    render: async () => {
      ({ user } = await renderApp('/'));
    },
  });
});
