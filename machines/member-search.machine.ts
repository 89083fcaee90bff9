import { failureText } from '@contracts/failure-message';
import {
  memberAreaMessages,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type SearchHit,
  type SearchResponse,
} from '@contracts/member-area';
import { type Text, textsOf } from '@contracts/texts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Quiet time after the last keystroke before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchResults = SearchResponse['data'];

export interface MemberSearchContext {
  /** What the box holds. */
  query: string;
  resources: SearchHit[];
  projects: SearchHit[];
  /** The highlighted option, counted over resources then projects; -1 when none. */
  active: number;
  error: Text | undefined;
}

export type MemberSearchEvent =
  | { type: 'query.change'; query: string }
  /** Escape, or focus leaving the search. */
  | { type: 'search.close' }
  /** ArrowDown (1) / ArrowUp (-1) in the box. */
  | { type: 'option.move'; by: 1 | -1 }
  /** Enter on the highlighted option, or a click on one. */
  | { type: 'option.choose'; index: number };

/** The results in listbox order: resources first, then projects. */
export function optionsOf(context: Pick<MemberSearchContext, 'resources' | 'projects'>): SearchHit[] {
  return [...context.resources, ...context.projects];
}

const termOf = (query: string) => query.trim();

/**
 * The member header's search ('Search a resource or project'): typing waits for a quiet moment, then asks
 * the server; every keystroke restarts the wait and cancels a search in flight, so an older answer never
 * replaces a newer one. Results are grouped (resources, projects) in a listbox the arrows move through;
 * Enter or a click opens one (`openHit`, provided by the app); Escape closes the list.
 */
export const memberSearchMachine = setup({
  types: {
    context: {} as MemberSearchContext,
    events: {} as MemberSearchEvent,
  },
  actors: {
    waitQuiet: fromPromise<void, { ms: number }>(async () => {
      throw new Error('waitQuiet is provided by the app');
    }),
    searchArea: fromPromise<SearchResults, { q: string }>(async () => {
      throw new Error('searchArea is provided by the app');
    }),
  },
  guards: {
    isTooLong: ({ event }) => {
      assertEvent(event, 'query.change');
      return termOf(event.query).length > SEARCH_MAX_LENGTH;
    },
    isTooShort: ({ event }) => {
      assertEvent(event, 'query.change');
      return termOf(event.query).length < SEARCH_MIN_LENGTH;
    },
    hasNoHits: (_, results: SearchResults) => results.resources.length + results.projects.length === 0,
    isOption: ({ context, event }) => {
      assertEvent(event, 'option.choose');
      return event.index >= 0 && event.index < optionsOf(context).length;
    },
  },
  actions: {
    assignQuery: assign(({ event }) => {
      assertEvent(event, 'query.change');
      return { query: event.query, active: -1, error: undefined };
    }),
    assignResults: assign((_, results: SearchResults) => ({
      resources: results.resources,
      projects: results.projects,
      active: -1,
    })),
    assignError: assign({
      resources: [],
      projects: [],
      error: (_, { error }: { error: unknown }) =>
        failureText(error, {
          http: textsOf(memberAreaMessages).searchFailed,
          network: textsOf(memberAreaMessages).searchFailed,
          unexpected: textsOf(memberAreaMessages).searchFailed,
        }),
    }),
    moveActive: assign({
      active: ({ context, event }) => {
        assertEvent(event, 'option.move');
        const count = optionsOf(context).length;
        if (context.active < 0) return event.by === 1 ? 0 : count - 1;
        return (context.active + event.by + count) % count;
      },
    }),
    /** Opens the chosen hit (the app navigates in the app or opens the resource's material). */
    openHit: (_, _params: { hit: SearchHit }) => {},
  },
}).createMachine({
  id: 'memberSearch',
  description: 'The header search over resources and projects: debounced, cancellable, grouped results.',
  context: { query: '', resources: [], projects: [], active: -1, error: undefined },
  initial: 'closed',
  on: {
    'query.change': [
      { guard: 'isTooLong', target: '.tooLong', actions: 'assignQuery' },
      { guard: 'isTooShort', target: '.closed', actions: 'assignQuery' },
      { target: '.waiting', reenter: true, actions: 'assignQuery' },
    ],
  },
  states: {
    closed: {
      description: 'No list under the box (nothing typed, under 2 characters, or closed with Escape).',
    },
    tooLong: {
      description: "'The search is at most 100 characters.' under the box; nothing is asked.",
      on: { 'search.close': 'closed' },
    },
    waiting: {
      description: 'Typing: the search starts after a quiet moment (a new keystroke restarts the wait).',
      tags: ['busy'],
      invoke: {
        id: 'waitQuiet',
        src: 'waitQuiet',
        input: () => ({ ms: SEARCH_DEBOUNCE_MS }),
        onDone: { target: 'searching' },
        onError: { target: 'searching' },
      },
      on: { 'search.close': 'closed' },
    },
    searching: {
      description: "'Searching…' under the box; a new keystroke cancels this search.",
      tags: ['busy'],
      invoke: {
        id: 'searchArea',
        src: 'searchArea',
        input: ({ context }) => ({ q: termOf(context.query) }),
        onDone: [
          {
            guard: { type: 'hasNoHits', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'assignResults', params: ({ event }) => event.output },
          },
          { target: 'results', actions: { type: 'assignResults', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'search.close': 'closed' },
    },
    results: {
      description: 'The listbox: a Resources group and a Projects group; arrows highlight, Enter opens.',
      on: {
        'option.move': { actions: 'moveActive' },
        'option.choose': {
          guard: 'isOption',
          target: 'closed',
          actions: {
            type: 'openHit',
            params: ({ context, event }) => ({ hit: optionsOf(context)[event.index]! }),
          },
        },
        'search.close': 'closed',
      },
    },
    empty: {
      description: "'No resources or projects match.' under the box.",
      on: { 'search.close': 'closed' },
    },
    failed: {
      description: "'Search failed. Please try again.' under the box; typing again retries.",
      on: { 'search.close': 'closed' },
    },
  },
});
