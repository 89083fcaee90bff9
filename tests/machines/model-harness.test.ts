import { signInMachine } from '@machines/sign-in.machine';
import { describe, expect, it } from 'vitest';
import { acceptedEventTypes, modelPaths, untakenEventTypes } from '../support/model-paths';
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
});
