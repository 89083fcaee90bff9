import { disclosureMachine } from '@machines/disclosure.machine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describePath,
  type EventExecutors,
  expectEveryEventExecuted,
  expectEveryStateAsserted,
  modelPaths,
  runPath,
  type StateAssertions,
} from '../support/model';
import { renderApp } from '../support/render-app';

const events = [
  { type: 'panel.toggle' },
  { type: 'panel.openWithKeyboard' },
  { type: 'panel.dismiss' },
  { type: 'panel.escape' },
  { type: 'panel.navigate' },
] as const;

const paths = modelPaths(disclosureMachine, { events });

/** The same machine drives two disclosures; each is checked through every path. */
const disclosures = [
  {
    name: "the 'About Hub' dropdown",
    trigger: () => screen.getByRole('button', { name: 'About Hub' }),
    panelLink: () =>
      within(document.getElementById('about-hub-menu')!).getByRole('link', { name: 'Blog', hidden: true }),
  },
  {
    name: 'the mobile menu',
    trigger: () => screen.getByRole('button', { name: 'Menu' }),
    panelLink: () =>
      within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Members', hidden: true }),
  },
];

describe.each(disclosures)('disclosure machine: $name', ({ trigger, panelLink }) => {
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

  it('has a UI assertion for every state and an executor for every event', () => {
    expectEveryStateAsserted(disclosureMachine, states);
    expectEveryEventExecuted(paths, executors);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    ({ user } = await renderApp('/'));
    await runPath(path, { states, events: executors });
  });
});
