import type { SearchHit } from '@contracts/member-area';
import { memberSearchMachine, type SearchResults } from '@machines/member-search.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EventObject, fromPromise } from 'xstate';
import { MemberSearch } from '@/layouts/member/member-search';
import { memberShellLogic } from '@/layouts/member/member-shell.logic';
import { memberSearchMessages } from '../fixtures/member-area-messages';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

type SearchContext = {
  query: string;
  resources: SearchHit[];
  projects: SearchHit[];
  active: number;
  error: { message: string } | undefined;
};
type SearchSnapshot = { value: unknown; context: SearchContext };
type ModelEvent = EventObject & Record<string, unknown>;

const figma: SearchHit = {
  id: 'r1',
  title: 'Figma basics',
  detail: 'UI/UX Design',
  href: 'https://example.org/figma',
};
const navigator: SearchHit = { id: 'p1', title: 'Campus Navigator', detail: 'active', href: '/projects' };
const found: SearchResults = { resources: [figma], projects: [navigator] };
const nothing: SearchResults = { resources: [], projects: [] };
const tooLong = `ui ${'x'.repeat(100)}`;

/** What a person can do in each state (typing changes the text: the box sends no change otherwise). */
function eventsFor(snapshot: SearchSnapshot): ModelEvent[] {
  const typing: ModelEvent[] = [' ui ', 'u', tooLong]
    .filter((query) => query !== snapshot.context.query)
    .map((query) => ({ type: 'query.change', query }));
  const close = { type: 'search.close' };
  switch (snapshot.value) {
    case 'closed':
      return typing;
    case 'waiting':
      return [...typing, { type: 'xstate.done.actor.waitQuiet' }, close];
    case 'searching':
      return [
        { type: 'xstate.done.actor.searchArea', output: found },
        { type: 'xstate.done.actor.searchArea', output: nothing },
        { type: 'xstate.error.actor.searchArea', error: { kind: 'network' } },
        close,
        { type: 'query.change', query: 'u' },
      ];
    case 'results':
      return [
        { type: 'option.move', by: 1 },
        { type: 'option.move', by: -1 },
        { type: 'option.choose', index: 0 },
        { type: 'option.choose', index: 1 },
        close,
        { type: 'query.change', query: 'u' },
      ];
    default:
      return [...typing, close];
  }
}

function serializeState({ value, context }: SearchSnapshot): string {
  return JSON.stringify([value, context.query, context.active, context.resources.length, context.error]);
}

const box = () => screen.getByRole('combobox', { name: 'Search a resource or project' });
const listbox = () => screen.getByRole('listbox', { hidden: true });
const status = () => screen.getByRole('status');

function expectBox(context: SearchContext, { expanded, busy }: { expanded: boolean; busy: boolean }) {
  expect((box() as HTMLInputElement).value).toBe(context.query);
  expect(box().getAttribute('aria-expanded')).toBe(String(expanded));
  expect(box().getAttribute('aria-busy')).toBe(String(busy));
  expect(listbox().hidden).toBe(!expanded);
}

function expectQuiet(context: SearchContext, busy: boolean) {
  expectBox(context, { expanded: false, busy });
  expect(status().textContent).toBe('');
  expect(screen.queryByRole('alert')).toBeNull();
}

const contextOf = (snapshot: { context: unknown }) => snapshot.context as SearchContext;

const states: StateAssertions = {
  closed: (snapshot) => expectQuiet(contextOf(snapshot), false),
  waiting: (snapshot) => expectQuiet(contextOf(snapshot), true),
  searching: (snapshot) => {
    expectBox(contextOf(snapshot), { expanded: false, busy: true });
    expect(status().textContent).toBe('Searching…');
  },
  tooLong: (snapshot) => {
    expectBox(contextOf(snapshot), { expanded: false, busy: false });
    expect(screen.getByRole('alert').textContent).toBe('The search is at most 100 characters.');
  },
  empty: (snapshot) => {
    expectBox(contextOf(snapshot), { expanded: false, busy: false });
    expect(status().textContent).toBe('No resources or projects match.');
  },
  failed: (snapshot) => {
    expectBox(contextOf(snapshot), { expanded: false, busy: false });
    expect(screen.getByRole('alert').textContent).toBe('Search failed. Please try again.');
  },
  results: (snapshot) => {
    const context = contextOf(snapshot);
    expectBox(context, { expanded: true, busy: false });
    const groups = within(listbox()).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'member-search-resources',
      'member-search-projects',
    ]);
    expect(within(groups[0]!).getByText('Resources')).toBeTruthy();
    expect(within(groups[0]!).getByRole('option').textContent).toBe('Figma basicsUI/UX Design');
    expect(within(groups[1]!).getByText('Projects')).toBeTruthy();
    expect(within(groups[1]!).getByRole('option').textContent).toBe('Campus Navigatoractive');
    const options = within(listbox()).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(
      options.map((_, index) => String(index === context.active)),
    );
    const active = box().getAttribute('aria-activedescendant');
    expect(active).toBe(context.active >= 0 ? options[context.active]!.id : null);
  },
};

let user: UserEvent;
let router: Awaited<ReturnType<typeof renderView>>['router'];
const opened = vi.fn();

const executors: EventExecutors = {
  'query.change': (event) => {
    fireEvent.change(box(), { target: { value: (event as ModelEvent).query } });
  },
  'option.move': async (event) => {
    box().focus();
    await user.keyboard((event as ModelEvent).by === 1 ? '{ArrowDown}' : '{ArrowUp}');
  },
  /** Enter on the highlighted option, a click on another; the hit opens. */
  'option.choose': async (event) => {
    const index = (event as ModelEvent).index as number;
    const option = within(listbox()).getAllByRole('option')[index]!;
    if (box().getAttribute('aria-activedescendant') === option.id) {
      box().focus();
      await user.keyboard('{Enter}');
    } else {
      await user.click(option);
    }
    if (index === 0) expect(opened).toHaveBeenLastCalledWith(figma.href, '_blank', 'noopener,noreferrer');
    else expect(router.state.location.pathname).toBe('/projects');
  },
  'search.close': async () => {
    box().focus();
    await user.keyboard('{Escape}');
  },
};

afterEach(() => opened.mockReset());

modelSuite(memberSearchMachine, {
  title: 'member search machine: the header search of the member area',
  eventsFor: eventsFor as never,
  serializeState: serializeState as never,
  states,
  executors,
  deferredActors: ['waitQuiet', 'searchArea'],
  render: async ({ deferred }: WalkContext) => {
    vi.spyOn(window, 'open').mockImplementation(opened);
    const logic = memberShellLogic.search.provide({ actors: (deferred as DeferredActors).actors as never });
    ({ user, router } = await renderView(<MemberSearch logic={logic} />, { url: '/dashboard' }));
  },
  afterWalk: ({ deferred }) => {
    // The server is asked for the trimmed text, after the quiet moment.
    for (const input of deferred!.inputs.searchArea!) expect(input).toEqual({ q: 'ui' });
    for (const input of deferred!.inputs.waitQuiet!) expect(input).toEqual({ ms: 250 });
  },
  messages: {
    catalogue: memberSearchMessages,
    shownText: () => `${document.body.textContent} ${box().getAttribute('placeholder')}`,
  },
});

describe('member search', () => {
  it('an older answer never replaces a newer one, and the older request is aborted', async () => {
    const answers: Record<string, (results: SearchResults) => void> = {};
    const aborted: string[] = [];
    const logic = memberShellLogic.search.provide({
      actors: {
        waitQuiet: fromPromise(async () => {}),
        searchArea: fromPromise(
          ({ input, signal }) =>
            new Promise<SearchResults>((resolve) => {
              answers[input.q] = resolve;
              signal.addEventListener('abort', () => aborted.push(input.q));
            }),
        ),
      },
    });
    await renderView(<MemberSearch logic={logic} />);
    fireEvent.change(box(), { target: { value: 'fig' } });
    await vi.waitFor(() => expect(answers.fig).toBeDefined());
    fireEvent.change(box(), { target: { value: 'campus' } });
    await vi.waitFor(() => expect(answers.campus).toBeDefined());
    expect(aborted).toEqual(['fig']);
    await act(async () => answers.campus!({ resources: [], projects: [navigator] }));
    await act(async () => answers.fig!({ resources: [figma], projects: [] }));
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Campus Navigatoractive']);
  });

  it('waits for a quiet moment before asking the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      const asked: string[] = [];
      const logic = memberShellLogic.search.provide({
        actors: {
          searchArea: fromPromise(async ({ input }) => {
            asked.push(input.q);
            return nothing;
          }),
        },
      });
      await renderView(<MemberSearch logic={logic} />);
      for (const value of ['ca', 'cam', 'camp']) {
        fireEvent.change(box(), { target: { value } });
        await act(async () => vi.advanceTimersByTime(100));
      }
      expect(asked).toEqual([]);
      await act(async () => vi.advanceTimersByTime(250));
      expect(asked).toEqual(['camp']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('focus leaving the search closes the list', async () => {
    const logic = memberShellLogic.search.provide({
      actors: { waitQuiet: fromPromise(async () => {}), searchArea: fromPromise(async () => found) },
    });
    const view = await renderView(
      <>
        <MemberSearch logic={logic} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await view.user.click(box());
    await view.user.keyboard('ui');
    await vi.waitFor(() => expect(listbox().hidden).toBe(false));
    await view.user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(listbox().hidden).toBe(true);
  });
});
