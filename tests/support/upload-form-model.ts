import type { Text } from '@contracts/texts';
import type { ChosenImage } from '@contracts/uploads';
import { fireEvent, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { inLanguage } from './in-language';
import type { EventExecutors } from './model';

/**
 * What the model tests of the upload forms (blog, project, resource: one upload-form machine, one set of kit
 * fields) share: the files a person chooses, the save's outcomes, the end of the form in each state, and the
 * executors of the events every upload form takes the same way.
 */

type ModelEvent = EventObject & Record<string, unknown>;
type User = ReturnType<typeof userEvent.setup>;

/** A file that is not an image: the picker's `accept` was overridden in the browser's dialog. */
export const textFile: ChosenImage = { name: 'notes.txt', type: 'text/plain', size: 12 };

/** A small PNG with this name. */
export const pngFile = (name: string): ChosenImage => ({ name, type: 'image/png', size: 68 });

/** A browser File with the name and type of the model's chosen image. */
export const fileOf = (image: ChosenImage) =>
  new File(['x'.repeat(image.size)], image.name, { type: image.type });

/** The save's outcomes: stored (as `saved`), refused with each of these server messages, or no network. */
export function saveOutcomes(
  saved: unknown,
  refusals: readonly { status: number; message: string }[],
): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.saveItem', output: saved },
    ...refusals.map((refusal) => ({
      type: 'xstate.error.actor.saveItem',
      error: { kind: 'http', ...refusal },
    })),
    { type: 'xstate.error.actor.saveItem', error: { kind: 'network' } },
  ];
}

const saveButtonIn = (scope: HTMLElement) =>
  within(scope).getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;

/**
 * The end of an upload form in `scope` as the machine's context says: the field errors then the save's failure
 * as alerts (in page order, `undefined` for none), Save or a locked 'Saving...', and while saving a progress
 * bar with 'Saving...'.
 */
export function expectSaveState(
  scope: HTMLElement,
  { saving, alerts }: { saving: boolean; alerts: readonly (Text | string | undefined)[] },
) {
  expect(
    within(scope)
      .queryAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual(
    alerts.flatMap((alert) => (alert ? [typeof alert === 'string' ? alert : inLanguage(alert)] : [])),
  );
  expect(saveButtonIn(scope).textContent).toBe(saving ? 'Saving...' : 'Save');
  expect(saveButtonIn(scope).disabled).toBe(saving);
  expect(within(scope).queryByRole('progressbar') !== null).toBe(saving);
  if (saving) expect(within(scope).getByText('Saving...', { selector: 'span' })).toBeTruthy();
}

/**
 * Save, Cancel and choosing a file (onto the picker labelled `pickerLabel(field)`), in the form in `scope()`.
 */
export function uploadFormExecutors(
  user: () => User,
  scope: () => HTMLElement,
  pickerLabel: (field: string) => string,
): EventExecutors {
  return {
    'image.choose': (event) => {
      const { field, file } = event as ModelEvent & { field: string; file: ChosenImage };
      fireEvent.change(within(scope()).getByLabelText(pickerLabel(field)), {
        target: { files: [fileOf(file)] },
      });
    },
    'form.submit': () => user().click(saveButtonIn(scope())),
    'form.cancel': () => user().click(within(scope()).getByRole('button', { name: 'Cancel' })),
  };
}
