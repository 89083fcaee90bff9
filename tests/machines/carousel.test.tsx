import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carouselMachine } from '@/screens/public/projects/carousel.machine';
import { ProjectsView } from '@/screens/public/projects/projects.view';
import { publishedProjects } from '../fixtures/published-projects';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

const events = [
  { type: 'slide.previous' },
  { type: 'slide.next' },
  ...Array.from({ length: 6 }, (_, index) => ({ type: 'slide.goto', index })),
];

/** Seven projects (six positions), and one project (nothing rendered). */
const inputs = [
  { label: `${publishedProjects.length} projects`, input: { count: publishedProjects.length } },
  { label: '1 project', input: { count: 1 } },
];

// Plain DOM lookups by accessible label (role queries over the whole page are slow in jsdom and this
// file walks many paths); the labels are what assistive technology announces.
const carousel = () => document.querySelector<HTMLElement>('section[aria-label="Project highlights"]');
/** The arrow, or null while it is hidden (the `hidden` attribute takes it out of view and of the tab order). */
const arrow = (name: 'Previous projects' | 'Next projects') => {
  const button = carousel()!.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  return button && !button.hidden ? button : null;
};
const dots = () => [
  ...carousel()!.querySelectorAll<HTMLButtonElement>('button[aria-label^="Show projects"]'),
];
const dot = (index: number) => {
  const button = dots()[index]!;
  expect(button.getAttribute('aria-label')).toBe(`Show projects ${index + 1} and ${index + 2}`);
  return button;
};

const states: StateAssertions = {
  browsing: (snapshot) => {
    const { index, count } = snapshot.context as { index: number; count: number };
    const region = carousel()!;
    expect(document.getElementById('carousel-title')?.textContent).toBe('30+ Projects');
    expect(document.getElementById('carousel-title')?.tagName).toBe('H2');
    expect(screen.getByText('Explore all projects').tagName).toBe('BUTTON');

    // Two projects at a time: title, description, owner, owner role, avatar and 'View more'.
    const slides = [...region.querySelectorAll<HTMLElement>('li[aria-roledescription="slide"]')];
    expect(slides).toHaveLength(2);
    for (const [offset, slide] of slides.entries()) {
      const project = publishedProjects[index + offset]!;
      expect(slide.querySelector('h3')?.textContent).toBe(project.title);
      expect(slide.textContent).toContain(project.description);
      expect(within(slide).getByText(project.owner).textContent).toBe(project.owner);
      expect(within(slide).getByText(project.ownerRole).textContent).toBe(project.ownerRole);
      expect(slide.querySelector(`img[src="${project.ownerAvatar}"]`)).not.toBeNull();
      const viewMore = slide.querySelector('a')!;
      expect(viewMore.textContent).toBe(`View more about ${project.title} (opens in a new tab)`);
      expect(viewMore.getAttribute('href')).toBe(project.link);
      expect(viewMore.getAttribute('target')).toBe('_blank');
      expect(viewMore.getAttribute('rel')).toBe('noopener noreferrer');
    }

    // Each arrow hidden at its end: previous while index > 0, next while index + 2 < count.
    expect(arrow('Previous projects') !== null).toBe(index > 0);
    expect(arrow('Next projects') !== null).toBe(index + 2 < count);

    // Dots: count − 1 of them, the current one marked.
    expect(dots()).toHaveLength(count - 1);
    expect(dots().map((button) => button.getAttribute('aria-current'))).toEqual(
      dots().map((_, position) => (position === index ? 'true' : null)),
    );

    const live = region.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe(`Showing projects ${index + 1} and ${index + 2} of ${count}`);
  },
  // Nothing of the carousel on the page: no region, no claim, no 'Explore all projects'.
  hidden: () => {
    expect(carousel()).toBeNull();
    expect(document.getElementById('carousel-title')).toBeNull();
    expect(screen.queryByText('Explore all projects')).toBeNull();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

/** The focus is never lost to the page while using the carousel. */
async function expectFocusInCarousel() {
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  expect(carousel()!.contains(document.activeElement)).toBe(true);
}

const byMouse: EventExecutors = {
  'slide.previous': async () => {
    await user.click(arrow('Previous projects')!);
    await expectFocusInCarousel();
  },
  'slide.next': async () => {
    await user.click(arrow('Next projects')!);
    await expectFocusInCarousel();
  },
  'slide.goto': (event) => user.click(dot((event as unknown as { index: number }).index)),
};

const byKeyboard: EventExecutors = {
  'slide.previous': async () => {
    carousel()!.focus();
    await user.keyboard('{ArrowLeft}');
    await expectFocusInCarousel();
  },
  'slide.next': async () => {
    // From wherever the focus is inside the carousel (a dot, say), ArrowRight works.
    if (!carousel()!.contains(document.activeElement)) carousel()!.focus();
    await user.keyboard('{ArrowRight}');
    await expectFocusInCarousel();
  },
  'slide.goto': async (event) => {
    dot((event as unknown as { index: number }).index).focus();
    await user.keyboard('{Enter}');
    await expectFocusInCarousel();
  },
};

/** The carousel runs inside the /projects screen machine (src/screens/public/projects/), walked through its view. */
describe.each([
  { device: 'mouse', executors: byMouse },
  { device: 'keyboard', executors: byKeyboard },
])('by $device', ({ device, executors }) => {
  modelSuite(carouselMachine, {
    title: `carousel machine by ${device}`,
    events,
    inputs,
    states,
    executors,
    render: async ({ input }) => {
      const { count } = input as { count: number };
      ({ user } = await renderView(<ProjectsView projects={publishedProjects.slice(0, count)} />));
    },
  });
});

describe('carousel', () => {
  it('moves the focus to the carousel when the arrow that had it hides at the end', async () => {
    ({ user } = await renderView(<ProjectsView projects={publishedProjects.slice(0, 3)} />));
    await user.click(arrow('Next projects')!);
    expect(arrow('Next projects')).toBeNull();
    await expectFocusInCarousel();
    expect(document.activeElement).toBe(carousel());
  });

  it('has one dot for exactly two projects', async () => {
    await renderView(<ProjectsView projects={publishedProjects.slice(0, 2)} />);
    expect(dot(0).getAttribute('aria-current')).toBe('true');
    expect(arrow('Previous projects')).toBeNull();
    expect(arrow('Next projects')).toBeNull();
  });
});
