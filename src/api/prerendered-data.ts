import type { GenericSchema, InferOutput } from 'valibot';

/**
 * API answers a prerendered page was built with (`scripts/prerender.ts`), keyed by their path under /api
 * (`members?page=1&limit=6`). The build hands them to the server render; the page carries them as JSON in
 * `<script id="prerendered-data">`, so the first client render shows the very same content without a
 * request. They are as old as the build: whoever shows them fetches again once hydrated, and they are
 * dropped at the first navigation to another path (main.tsx), so no later page starts from them.
 */
export type PrerenderedData = Record<string, unknown>;

/** The id of the JSON script in a prerendered page. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

let answers: PrerenderedData | undefined;

function embeddedAnswers(): PrerenderedData {
  if (answers) return answers;
  const script = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DATA_ID);
  answers = script?.textContent ? (JSON.parse(script.textContent) as PrerenderedData) : {};
  return answers;
}

/** Whether the page still shows answers its HTML carried (a prerendered page, before any navigation). */
export function showsPrerenderedAnswers(): boolean {
  return Object.keys(embeddedAnswers()).length > 0;
}

/** The build gives the server render the answers it read. */
export function providePrerenderedData(data: PrerenderedData): void {
  answers = data;
}

/** At the first navigation to another path, or when a page revalidates what it showed: later reads fetch. */
export function forgetPrerenderedData(): void {
  answers = {};
}

/**
 * The embedded answer of `path`, checked against its contract; undefined when absent or not matching.
 * A render may read it as often as it renders (hydration can render a part more than once).
 */
export function prerenderedAnswer<Contract extends GenericSchema>(
  path: string,
  contract: Contract,
): InferOutput<Contract> | undefined {
  return checked(embeddedAnswers()[path], contract);
}

function checked<Contract extends GenericSchema>(
  answer: unknown,
  contract: Contract,
): InferOutput<Contract> | undefined {
  if (answer === undefined) return undefined;
  const result = contract['~standard'].validate(answer);
  if (result instanceof Promise || result.issues) return undefined;
  return result.value as InferOutput<Contract>;
}
