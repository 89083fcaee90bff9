import { type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyStateMachine, type EventObject, initialTransition, transition } from 'xstate';
import { activateLanguage } from '@/i18n/catalogs';
import type { CatalogueText } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from './deferred-actors';
import { inLanguage, isTranslated } from './in-language';
import { runPath } from './model';
import {
  describePath,
  type EventExecutors,
  expectEveryEventExecuted,
  expectEveryEventTaken,
  expectEveryReachedStateAsserted,
  type ModelPath,
  mergePrefixPaths,
  modelPaths,
  type PathOptions,
  type StateAssertions,
  type WalkPlan,
} from './model-paths';

type AnySnapshot = ModelPath['state'];

/** A long path on a busy machine takes seconds in jsdom; a timed-out walk would run on into the next test. */
const PATH_TIMEOUT_MS = 60_000;

/** What a path's render and after-walk hooks get. */
export interface WalkContext {
  /** The deferred actors of this walk (when the suite has any). */
  deferred: DeferredActors | undefined;
  /** The machine input this path starts from. */
  input: unknown;
  path: ModelPath;
}

/** The spec catalogue a screen's paths must show, and how its texts the UI cannot reach are reached. */
export interface MessageCoverage {
  /** The screen's catalogue texts (`tests/fixtures/spec-messages.ts`). */
  catalogue: readonly CatalogueText[];
  /**
   * For each text marked `unreachable` in the catalogue: events that, sent to the machine from its start,
   * leave the text in its context (the machine-level check that stands in for the screen); or, for a
   * text the machine never holds, a function returning what of the machine's logic yields it.
   */
  machineLevel?: Record<string, readonly EventObject[] | (() => string)>;
  /** The text of the part of the page the screen's messages show in (default: the whole page). */
  shownText?: () => string;
}

export interface ModelSuiteOptions {
  /** The `describe` title. */
  title: string;
  /**
   * The language every path renders in (activated before each render; the title says it). The message
   * coverage then looks for each catalogue text's translation (`inLanguage`) on the page, and a catalogue
   * text with no translation in it fails. Without it the page stays in the language already active.
   */
  language?: Language;
  /** The events the graph explores: a list, or a function of the snapshot. */
  events?: PathOptions['events'];
  /** Same as `events` given as a function (kept apart so a test reads as it did). */
  eventsFor?: (snapshot: AnySnapshot) => readonly EventObject[];
  serializeState?: PathOptions['serializeState'];
  simple?: boolean;
  /** The machine input (one start). */
  input?: unknown;
  /** Several starts, each walked with every path of its own graph (e.g. seven projects and one). */
  inputs?: readonly { label: string; input: unknown }[];
  /** The UI assertion of every leaf state. */
  states: StateAssertions;
  /** What a person does for every user event. */
  executors: EventExecutors;
  /** Actors the suite replaces with deferred ones (names), or a factory for special ones. */
  deferredActors?: readonly string[] | (() => DeferredActors);
  /** Renders the real view for one path (store `user`, `router`… in the test's own variables). */
  render: (context: WalkContext) => unknown;
  /** Extra checks once a path has been walked (e.g. what the actors were called with). */
  afterWalk?: (context: WalkContext) => void | Promise<void>;
  /** Spec texts the paths must show on screen. */
  messages?: MessageCoverage;
  /**
   * Events a shared machine accepts that this screen does not offer, each with the reason (a widget on the
   * collection machine has no pager): the 'every event taken' check leaves them out.
   */
  notOffered?: Readonly<Record<string, string>>;
}

export interface ModelSuite {
  /** Every path of every start (a shorter path before the longer one it is walked in). */
  paths: readonly ModelPath[];
  /** Every path with the input it starts from. */
  cases: readonly { label: string; input: unknown; path: ModelPath }[];
}

/** A catalogue text as a pattern: `{role}`-style placeholders stand for any text. */
function textPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\?\{[a-zA-Z]+\\?\}/g, '.+'));
}

const PLACEHOLDER = '\u0000';

/**
 * A catalogue text as a pattern in the active language: its translation (`inLanguage`), each `{name}`
 * placeholder standing for any text (the English itself when no catalog translates it).
 */
function shownPattern(text: string): RegExp {
  const names = [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1]!);
  const values = Object.fromEntries(names.map((name) => [name, PLACEHOLDER]));
  const shown = inLanguage(text, names.length > 0 ? values : undefined);
  const escaped = shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.split(PLACEHOLDER).join('.+'));
}

/** Catalogue texts (in English) whose text in the active language the page (jsdom) shows right now. */
function textsOnScreen({ catalogue, shownText }: MessageCoverage): string[] {
  const page = shownText ? shownText() : (document.body.textContent ?? '');
  return catalogue.filter((entry) => shownPattern(entry.text).test(page)).map((entry) => entry.text);
}

function createDeferred(option: ModelSuiteOptions['deferredActors']): DeferredActors | undefined {
  if (!option) return undefined;
  return typeof option === 'function' ? option() : createDeferredActors(option);
}

/** One walk: a path from one start, and the shorter paths of that start it walks on its way. */
type Walk = ModelSuite['cases'][number] & Pick<WalkPlan, 'prefixes'>;

/** The walks of each start (one start when no `inputs` are given), prefix paths merged into longer ones. */
function walksOf(machine: AnyStateMachine, options: ModelSuiteOptions): Walk[] {
  const starts = options.inputs ?? [{ label: '', input: options.input }];
  const events = options.eventsFor ?? options.events;
  if (!events) throw new Error(`${options.title}: give events or eventsFor`);
  return starts.flatMap(({ label, input }) =>
    mergePrefixPaths(
      modelPaths(machine, {
        events: events as PathOptions['events'],
        input,
        simple: options.simple,
        serializeState: options.serializeState,
      }),
    ).map(({ path, prefixes }) => ({ label, input, path, prefixes })),
  );
}

/** Every path of the walks, each shorter path before the walk it is part of. */
function casesOf(walks: readonly Walk[]): ModelSuite['cases'] {
  return walks.flatMap(({ label, input, path, prefixes }) => [
    ...prefixes.map((prefix) => ({ label, input, path: prefix.path })),
    { label, input, path },
  ]);
}

/** A walk's title: its path, and how many shorter paths it walks on its way. */
function walkTitle({ label, path, prefixes }: Walk): string {
  const count = prefixes.length;
  const shorter = count > 0 ? ` (and ${count} shorter path${count === 1 ? '' : 's'} on its way)` : '';
  return `${label ? `${label}: ` : ''}${describePath(path)}${shorter}`;
}

/** Runs `afterWalk` for a shorter path at the step where it ends, naming that path when it fails. */
async function checkPrefixEnd(
  afterWalk: NonNullable<ModelSuiteOptions['afterWalk']>,
  context: WalkContext,
): Promise<void> {
  try {
    await afterWalk(context);
  } catch (error) {
    if (error instanceof Error)
      error.message = `After the shorter path ${describePath(context.path)}: ${error.message}`;
    throw error;
  }
}

/** Sends the events to the machine from its start and returns the context it ends with, as text. */
function contextAfter(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): string {
  let [snapshot] = initialTransition(machine, input);
  for (const event of events) [snapshot] = transition(machine, snapshot, event);
  return JSON.stringify(snapshot.context);
}

function registerMessageCoverage(
  machine: AnyStateMachine,
  options: ModelSuiteOptions,
  coverage: MessageCoverage,
  seen: Set<string>,
) {
  const reachable = coverage.catalogue.filter((entry) => !entry.unreachable);
  const unreachable = coverage.catalogue.filter((entry) => entry.unreachable);

  it('shows every text of its spec catalogue on some path', () => {
    expect(reachable.map((entry) => entry.text).filter((text) => !seen.has(text))).toEqual([]);
  });

  const { language } = options;
  if (language && language !== SOURCE_LANGUAGE)
    it(`has a ${language} translation of every text of its spec catalogue`, async () => {
      await activateLanguage(language);
      expect(
        coverage.catalogue.map((entry) => entry.text).filter((text) => !isTranslated(text)),
        `catalogue texts a ${language} page shows in English`,
      ).toEqual([]);
    });

  if (unreachable.length > 0)
    it.each(unreachable.map((entry) => [entry.text, entry.unreachable] as const))(
      'reaches %s in the machine (not on screen: %s)',
      (text) => {
        const reach = coverage.machineLevel?.[text];
        if (!reach) throw new Error(`No machine-level events for the unreachable text '${text}'`);
        const input = options.inputs?.[0]?.input ?? options.input;
        const reached = typeof reach === 'function' ? reach() : contextAfter(machine, input, reach);
        expect(reached).toMatch(textPattern(text));
      },
    );
}

/**
 * Registers a machine's model-based tests: one `it` per path of its graph (the real view rendered, the
 * path walked, every state's UI assertion checked after each step), and the coverage tests: every leaf
 * state has an assertion, every event the chart accepts is taken by some path, every event taken has an
 * executor and, with `messages`, every catalogue text of the screen is shown on some path. With `language`,
 * every path renders in that language and each catalogue text must show translated.
 *
 * ```tsx
 * modelSuite(faqMachine, {
 *   title: 'faq machine',
 *   events: faqs.map((_, index) => ({ type: 'question.toggle', index })),
 *   states: { closed: () => expectOnlyOpen(null), open: (s) => expectOnlyOpen(s.context.openIndex) },
 *   executors: { 'question.toggle': (event) => user.click(questionButton(event.index)) },
 *   render: async () => ({ user } = await renderView(<FaqAccordion />)),
 * });
 * ```
 */
export function modelSuite(machine: AnyStateMachine, options: ModelSuiteOptions): ModelSuite {
  const walks = walksOf(machine, options);
  const cases = casesOf(walks);
  const paths = cases.map(({ path }) => path);
  const seen = new Set<string>();
  const states: StateAssertions = options.messages
    ? Object.fromEntries(
        Object.entries(options.states).map(([key, assertState]) => [
          key,
          async (snapshot: AnySnapshot) => {
            await assertState(snapshot);
            for (const text of textsOnScreen(options.messages!)) seen.add(text);
          },
        ]),
      )
    : options.states;

  const { language } = options;
  describe(language ? `${options.title} [${language}]` : options.title, () => {
    // The next suite of the file starts from English, as the page does.
    if (language) afterAll(() => activateLanguage(SOURCE_LANGUAGE));

    it('has a UI assertion for every state', () => {
      expectEveryReachedStateAsserted(machine, options.states, paths);
    });

    it('takes every event the machine accepts on some path', () => {
      expectEveryEventTaken(machine, paths, Object.keys(options.notOffered ?? {}));
    });

    it('has an executor for every event the paths take', () => {
      expectEveryEventExecuted(paths, options.executors);
    });

    it.each(walks.map((walk) => [walkTitle(walk), walk] as const))(
      '%s',
      async (_, { input, path, prefixes }) => {
        const deferred = createDeferred(options.deferredActors);
        const context: WalkContext = { deferred, input, path };
        const { afterWalk } = options;
        const prefixEndingAt = new Map(prefixes.map((prefix) => [prefix.at, prefix.path]));
        const afterStep = async (index: number) => {
          const prefix = prefixEndingAt.get(index);
          if (prefix && afterWalk) await checkPrefixEnd(afterWalk, { deferred, input, path: prefix });
        };
        if (language) await activateLanguage(language);
        await options.render(context);
        await runPath(path, { states, events: options.executors, deferred, afterStep });
        await afterWalk?.(context);
      },
      PATH_TIMEOUT_MS,
    );

    if (options.messages) registerMessageCoverage(machine, options, options.messages, seen);
  });

  return { paths, cases };
}
