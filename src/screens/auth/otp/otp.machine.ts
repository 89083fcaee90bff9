import { type FormFieldEvent, fieldChangeOf } from '@machines/form-fields';
import type { signInMachine } from '@machines/sign-in.machine';
import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';

/** What the code form holds. */
// A type (not an interface): a form's values are a record of its fields.
export type OtpValues = {
  otp: string;
};

export interface OtpInput {
  /** The app's one sign-in actor (src/session): it checks and verifies the code, and asks for a new one. */
  signIn: ActorRefFrom<typeof signInMachine>;
  /** Where to go after the code (?redirect=), if anywhere. */
  redirect?: string;
}

/**
 * The code form's part of the one form shape: its `values` and the form events. Why the code step failed
 * and whether it is under way are the sign-in actor's (`codeError`, `verifying`), which the code form
 * shares with /login and Google.
 */
export interface OtpContext extends OtpInput {
  values: OtpValues;
}

export type OtpEvent = FormFieldEvent<OtpValues>;

const emptyOtpValues: OtpValues = { otp: '' };

/** The `field.change` for a control the page names, if it is the code's. */
export const otpFieldChange = fieldChangeOf(emptyOtpValues);

/**
 * What the page shows of the sign-in actor's code step: whether the code is being verified or a new one
 * sent, the wait before another, the step's failure and notice, and the address the code went to. The
 * view reads it with `useSelector(signIn, selectCodeStep, shallowEqual)`.
 */
export function selectCodeStep(state: SnapshotFrom<typeof signInMachine>) {
  return {
    verifying: state.matches('verifying'),
    resending: state.matches('resending'),
    coolingDown: state.matches('coolingDown'),
    canResend: state.can({ type: 'code.resend' }),
    error: state.context.codeError,
    notice: state.context.notice,
    email: state.context.email,
  };
}

/** /otp: the e-mailed one-time code; a submit hands it to the sign-in actor. */
export const otpMachine = setup({
  types: { context: {} as OtpContext, events: {} as OtpEvent, input: {} as OtpInput },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    submitCode: sendTo(
      ({ context }) => context.signIn,
      ({ context }) => ({
        type: 'code.submit' as const,
        otp: context.values.otp,
        redirect: context.redirect,
      }),
    ),
  },
}).createMachine({
  id: 'otp',
  description: 'The code form: what is typed, and each submit handed to the sign-in actor.',
  context: ({ input }) => ({ ...input, values: emptyOtpValues }),
  initial: 'editing',
  states: {
    editing: {
      description:
        "The sign-in actor checks and verifies the code; while it does, the button reads 'Verifying...'.",
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': { actions: 'submitCode' },
      },
    },
  },
});
