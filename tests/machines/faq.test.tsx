import { faqMachine } from '@machines/faq.machine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_PENDING_ANSWER, faqs } from '@/content/faq';
import { FaqAccordion } from '@/shared/info/faq-accordion';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

const events = faqs.map((_, index) => ({ type: 'question.toggle', index }) as const);

const questionButton = (index: number) => screen.getByRole('button', { name: faqs[index]!.question });

/** Every answer's visibility and its button's aria-expanded agree with the open index. */
function expectOnlyOpen(openIndex: number | null) {
  faqs.forEach((faq, index) => {
    const button = questionButton(index);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    const open = index === openIndex;
    expect(button.getAttribute('aria-expanded')).toBe(String(open));
    expect(panel.hidden).toBe(!open);
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
    if (open) {
      const region = screen.getByRole('region', { name: faq.question });
      expect(region).toBe(panel);
      expect(region.textContent).toBe(faq.answer ?? FAQ_PENDING_ANSWER);
    }
  });
  const shownAnswers = faqs.filter((faq) => screen.queryByRole('region', { name: faq.question }));
  expect(shownAnswers.length).toBe(openIndex === null ? 0 : 1);
}

const states: StateAssertions = {
  closed: () => expectOnlyOpen(null),
  open: (snapshot) => expectOnlyOpen((snapshot.context as { openIndex: number }).openIndex),
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'question.toggle': (event) => user.click(questionButton((event as unknown as { index: number }).index)),
};

const { paths } = modelSuite(faqMachine, {
  title: 'faq machine: the FAQ accordion',
  events,
  states,
  executors,
  render: async () => {
    ({ user } = await renderView(<FaqAccordion />));
  },
});

describe('faq accordion', () => {
  it('walks every question: opening each, closing each, and moving from each to each other', () => {
    expect(paths.length).toBe(1 + 4 + 4 + 4 * 3);
  });

  it('has four questions, only the first answered', () => {
    expect(faqs).toHaveLength(4);
    expect(faqs[0]?.answer).toBeTruthy();
    expect(faqs.slice(1).every((faq) => faq.answer === undefined)).toBe(true);
  });

  it("offers 'Chat with us', which leads to /chatcard", async () => {
    const view = await renderView(<FaqAccordion />);
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeTruthy();
    await view.user.click(screen.getByRole('link', { name: 'Chat with us' }));
    expect(view.router.state.location.pathname).toBe('/chatcard');
  });

  it('opens and closes a question from the keyboard', async () => {
    ({ user } = await renderView(<FaqAccordion />));
    questionButton(1).focus();
    await user.keyboard('{Enter}');
    expectOnlyOpen(1);
    await user.keyboard(' ');
    expectOnlyOpen(null);
  });
});
