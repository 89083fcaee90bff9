import { signInMachine } from '@machines/sign-in.machine';
import { describe, expect, it } from 'vitest';
import {
  acceptedEventTypes,
  describePath,
  type ModelPath,
  mergePrefixPaths,
  modelPaths,
  untakenEventTypes,
} from '../support/model-paths';
import { signInPathOptions } from '../support/models/sign-in.model';

/** The harness's own checks can fail: what modelSuite's coverage tests rely on. */
describe('model harness', () => {
  it("reads every event of the chart from the machine's definition", () => {
    expect(acceptedEventTypes(signInMachine)).toEqual([
      'code.resend',
      'code.submit',
      'google.complete',
      'login.submit',
    ]);
  });

  it('names the events no path takes (a sign-in graph without Google misses google.complete)', () => {
    const withoutGoogle = (snapshot: unknown) =>
      (signInPathOptions.eventsFor as (s: unknown) => { type: string }[])(snapshot).filter(
        (event) => event.type !== 'google.complete',
      );
    const paths = modelPaths(signInMachine, { ...signInPathOptions, events: withoutGoogle as never });
    expect(untakenEventTypes(signInMachine, paths)).toEqual(['google.complete']);
    const all = modelPaths(signInMachine, { ...signInPathOptions, events: signInPathOptions.eventsFor });
    expect(untakenEventTypes(signInMachine, all)).toEqual([]);
  });

  it('walks every path: a shorter path is the start of the walk it is merged into, ending at its step', () => {
    const events = (path: ModelPath) => path.steps.map((step) => step.event);
    const all = modelPaths(signInMachine, { ...signInPathOptions, events: signInPathOptions.eventsFor });
    const plans = mergePrefixPaths(all);
    expect(plans.length).toBeLessThan(all.length);
    const walked = plans.flatMap(({ path, prefixes }) => [path, ...prefixes.map((prefix) => prefix.path)]);
    expect(walked.map(describePath).sort()).toEqual(all.map(describePath).sort());
    for (const { path, prefixes } of plans)
      for (const prefix of prefixes) {
        expect(prefix.at).toBe(prefix.path.steps.length - 1);
        expect(events(path).slice(0, prefix.at + 1)).toEqual(events(prefix.path));
        expect(path.steps[prefix.at]!.state.value).toEqual(prefix.path.state.value);
      }
    // No walk is itself the start of another walk.
    for (const { path } of plans)
      for (const other of plans)
        if (other.path !== path && other.path.steps.length > path.steps.length)
          expect(events(other.path).slice(0, path.steps.length)).not.toEqual(events(path));
  });
});
