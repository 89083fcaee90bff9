import { part, stoppedState } from '@machines/screen-parts';
import { sendParent, setup } from 'xstate';
import { carouselMachine } from './carousel.machine';

/**
 * /projects, the published projects: one screen machine, the parent of the carousel. It owns what the
 * page's two "go to the list" buttons do (the hero's 'View Projects' and the carousel's 'Explore all
 * projects' both reveal 'All Projects'), keeps the keyboard focus in the carousel when a slide moves, and
 * has the list the prerendered HTML came with read again once the page has hydrated (projects are
 * published at any time; the build's list is as old as the build).
 */

/** The projects on the page, and whether they came with the prerendered HTML. */
export interface ProjectsInput {
  count: number;
  prerendered: boolean;
}

/**
 * 'Featured Projects': the first two projects as cards (fewer when there are fewer) and the third as the
 * featured one, if there is one.
 */
export function featuredProjectsOf<Project>(projects: readonly Project[]): {
  cards: Project[];
  featured: Project | undefined;
} {
  return { cards: projects.slice(0, 2), featured: projects[2] };
}

/** What the view sends: a "go to the list" button; what the carousel tells the screen (`sendParent`). */
export type ProjectsEvent = { type: 'projects.explore' } | { type: 'carousel.moved' };

/** The children as the screen runs them: the carousel reports each move instead of keeping the focus itself. */
const children = {
  carousel: carouselMachine.provide({ actions: { keepFocus: sendParent({ type: 'carousel.moved' }) } }),
};

export const projectsMachine = setup({
  types: {
    context: {} as ProjectsInput,
    input: {} as ProjectsInput,
    events: {} as ProjectsEvent,
    /** The child's id is its src: `snapshot.children.carousel` is typed. */
    children: {} as { carousel: 'carousel' },
  },
  actors: children,
  guards: {
    cameWithHtml: ({ context }) => context.prerendered,
  },
  actions: {
    /** Drops the build's answers and has the route read the list again (the router: provided by the view). */
    refreshList: () => {},
    /** Scrolls to 'All Projects' and moves the focus to it (the DOM: provided by the view). */
    revealAllProjects: () => {},
    /** An arrow that hid at its end must not take the focus with it (the DOM: provided by the view). */
    keepFocus: () => {},
  },
}).createMachine({
  id: 'projects',
  description:
    "The published projects: the hero, 'Featured Projects', the carousel and 'All Projects', with two buttons that reveal the list.",
  context: ({ input }) => input,
  initial: 'starting',
  states: {
    starting: {
      description:
        'A list that came with the prerendered HTML is read again once the page has hydrated; a list the route fetched is current.',
      always: [{ guard: 'cameWithHtml', target: 'open', actions: 'refreshList' }, { target: 'open' }],
    },
    open: {
      description:
        "The page and its carousel; 'View Projects' and 'Explore all projects' reveal 'All Projects'.",
      invoke: part('carousel', ({ context }: { context: ProjectsInput }) => ({ count: context.count })),
      on: {
        'projects.explore': { actions: 'revealAllProjects' },
        'carousel.moved': { actions: 'keepFocus' },
      },
    },
    stopped: stoppedState,
  },
});
