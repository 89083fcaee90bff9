import { commonFailureTexts, failureText } from '@contracts/failure-message';
import type { Language } from '@contracts/languages';
import { isSameSitePath } from '@contracts/same-site-path';
import { defineTexts, type Text, textOfEntry, textsOf } from '@contracts/texts';
import {
  type LoginRequest,
  type LoginResponse,
  messages,
  type ResendOtpResponse,
  type VerifyOtpAnswer,
  type VerifyOtpRequest,
} from '@contracts/users';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** The spec's login and one-time-code messages, letter for letter. */
export const signInMessages = defineTexts('signIn', {
  loginFieldsRequired: messages.loginFieldsRequired,
  loginFailed: 'Login failed. Please try again.',
  tokenMissing: 'Token not received. Login failed.',
  ...commonFailureTexts,
  unknown: 'An unknown error occurred.',
  otpRequired: messages.otpRequired,
  otpEmailMissing: messages.otpEmailMissing,
  otpFailed: 'OTP verification failed. Please try again.',
  otpSendFailed: messages.otpSendFailed,
  invalidRole: (role: string) => `Invalid role: ${role}`,
});

/** Seconds before another code may be asked for (the server enforces the same). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Where each role lands after the one-time code. */
export const roleHome = { Member: '/dashboard', Admin: '/Admindashboard' } as const;

/**
 * A path of this site, else null: only these are followed after sign-in. The value comes from the address
 * (`?redirect=`), so it may be anything the router parsed (a number, an array) or a path to another host.
 */
export function safeRedirect(path: unknown): string | null {
  return isSameSitePath(path) ? path : null;
}

/** The sign-in waiting for its code, as kept by auth storage ('otp' stage). */
export interface PendingSignIn {
  token: string;
  email: string;
  role: string;
  remember: boolean;
}

export interface SignInContext {
  email: string;
  role: string;
  /** The account's language, when the login answer gave it (the app adopts it; this machine only carries it). */
  language?: Language;
  token: string;
  remember: boolean;
  redirect: string | null;
  /** Why the last login failed (the login form's message; a failure's descriptor, translated by its code). */
  loginError: Text | string | undefined;
  /** Why the last code step failed (the code form's message, tied to its field). */
  codeError: Text | string | undefined;
  /** The server's word on the code just sent. */
  notice: string | undefined;
}

export type SignInEvent =
  | { type: 'login.submit'; email: string; password: string; remember: boolean; redirect?: string }
  | {
      type: 'google.complete';
      token: string;
      email: string;
      role: string;
      language?: Language;
      redirect?: string;
    }
  | { type: 'code.submit'; otp: string; redirect?: string }
  | { type: 'code.resend' };

const loginFailure = (error: unknown) =>
  failureText(error, {
    http: textsOf(signInMessages).loginFailed,
    network: textsOf(signInMessages).network,
    unexpected: textsOf(signInMessages).unexpected,
    unknown: textsOf(signInMessages).unknown,
  });

/** Events every settled state accepts: a (new) login, a Google hand-over, a code. */
const loginTransitions = {
  'login.submit': [
    {
      guard: 'hasLoginFields',
      target: '#signIn.submitting',
      actions: 'assignLoginRequest',
    },
    { actions: { type: 'assignLoginError', params: { message: signInMessages.loginFieldsRequired } } },
  ],
  'google.complete': {
    target: '#signIn.awaitingCode',
    actions: ['assignGoogleSignIn', 'storePendingSignIn', 'showCodeStep'],
  },
} as const;

const codeTransitions = {
  'code.submit': [
    {
      guard: 'isCodeEmpty',
      target: '#signIn.awaitingCode',
      actions: { type: 'assignCodeError', params: { message: signInMessages.otpRequired } },
    },
    {
      guard: 'isEmailMissing',
      target: '#signIn.awaitingCode',
      actions: { type: 'assignCodeError', params: { message: signInMessages.otpEmailMissing } },
    },
    { target: '#signIn.verifying', actions: 'assignRedirect' },
  ],
} as const;

/**
 * The sign-in flow across /login and /otp, one actor for the whole app: the login form, the e-mailed
 * one-time code (also after a reload of /otp, from storage), a new code with a cooldown, and the
 * redirect by role. Storage, the session and navigation are actions the app provides.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { pending: PendingSignIn | null },
  },
  actors: {
    submitLogin: fromPromise<LoginResponse, LoginRequest>(async () => {
      throw new Error('submitLogin is provided by the app');
    }),
    verifyCode: fromPromise<VerifyOtpAnswer, VerifyOtpRequest>(async () => {
      throw new Error('verifyCode is provided by the app');
    }),
    resendCode: fromPromise<ResendOtpResponse, { email: string; token: string }>(async () => {
      throw new Error('resendCode is provided by the app');
    }),
    waitCooldown: fromPromise<void, { seconds: number }>(async () => {
      throw new Error('waitCooldown is provided by the app');
    }),
  },
  guards: {
    hasLoginFields: ({ event }) => {
      assertEvent(event, 'login.submit');
      return event.email.trim() !== '' && event.password !== '';
    },
    hasToken: (_, { token }: LoginResponse) => Boolean(token),
    isCodeEmpty: ({ event }) => {
      assertEvent(event, 'code.submit');
      return event.otp.trim() === '';
    },
    isEmailMissing: ({ context }) => context.email === '',
    hasEmail: ({ context }) => context.email !== '',
    /** Only 'OTP verified successfully' with a token lets the sign-in through. */
    isCodeRejected: (_, { message, token }: VerifyOtpAnswer) => message !== messages.otpVerified || !token,
    isKnownRole: ({ context }) => Object.hasOwn(roleHome, context.role),
  },
  actions: {
    assignLoginRequest: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      const { email, remember, redirect } = event;
      return { email: email.trim(), remember, redirect: safeRedirect(redirect), loginError: undefined };
    }),
    assignLoginError: assign((_, params: { message: string }) => ({ loginError: params.message })),
    assignLoginFailure: assign((_, { error }: { error: unknown }) => ({ loginError: loginFailure(error) })),
    assignPendingSignIn: assign((_, { token, message, data }: LoginResponse) => ({
      token,
      email: data.user.email,
      role: data.user.role,
      language: data.user.language,
      notice: message,
      loginError: undefined,
      codeError: undefined,
    })),
    assignGoogleSignIn: assign(({ event }) => {
      assertEvent(event, 'google.complete');
      const { token, email, role, language, redirect } = event;
      return {
        token,
        email,
        role,
        language,
        remember: false,
        redirect: safeRedirect(redirect),
        notice: undefined,
        loginError: undefined,
        codeError: undefined,
      };
    }),
    assignRedirect: assign(({ event, context }) => {
      assertEvent(event, 'code.submit');
      return { redirect: safeRedirect(event.redirect) ?? context.redirect, codeError: undefined };
    }),
    assignCodeError: assign((_, params: { message: string }) => ({
      codeError: params.message,
      notice: undefined,
    })),
    assignVerifyFailure: assign((_, { error }: { error: unknown }) => ({
      notice: undefined,
      codeError: failureText(error, {
        http: textsOf(signInMessages).otpFailed,
        network: textsOf(signInMessages).network,
        unexpected: textsOf(signInMessages).unexpected,
      }),
    })),
    assignRoleError: assign(({ context }) => ({
      notice: undefined,
      codeError: textOfEntry(signInMessages, 'invalidRole', { role: context.role }),
    })),
    assignResent: assign(({ context }, { token, message }: ResendOtpResponse) => ({
      token: token ?? context.token,
      notice: message,
      codeError: undefined,
    })),
    assignResendFailure: assign((_, { error }: { error: unknown }) => ({
      notice: undefined,
      codeError: failureText(error, {
        http: textsOf(signInMessages).otpSendFailed,
        network: textsOf(signInMessages).network,
        unexpected: textsOf(signInMessages).unexpected,
      }),
    })),
    clearPendingSignIn: assign({
      token: '',
      email: '',
      role: '',
      language: undefined,
      codeError: undefined,
      notice: undefined,
    }),
    /** Keeps token, email and role for /otp (local storage when 'Remember me!' was ticked). */
    storePendingSignIn: (_: unknown) => {},
    /** To /otp (keeping ?redirect=). */
    showCodeStep: (_: unknown) => {},
    /** Hands the session token to the session actor. */
    startSession: (
      _,
      _params: { token: string; email: string; role: string; language?: Language; remember: boolean },
    ) => {},
    /** To the requested page, else the role's home. */
    showDestination: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'signIn',
  description: 'Login with e-mail and password, then the e-mailed one-time code, then the page of the role.',
  context: ({ input }) => ({
    email: input.pending?.email ?? '',
    role: input.pending?.role ?? '',
    token: input.pending?.token ?? '',
    remember: input.pending?.remember ?? false,
    redirect: null,
    loginError: undefined,
    codeError: undefined,
    notice: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'The login form; /otp also works here when storage kept a sign-in waiting for its code (a reload).',
      on: {
        ...loginTransitions,
        ...codeTransitions,
        'code.resend': { guard: 'hasEmail', target: 'resending' },
      },
    },
    submitting: {
      description: "POST /api/users/login; the button reads 'Logging in...' and the inputs are disabled.",
      tags: ['busy'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { email: event.email.trim(), password: event.password };
        },
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'awaitingCode',
            actions: [
              { type: 'assignPendingSignIn', params: ({ event }) => event.output },
              'storePendingSignIn',
              'showCodeStep',
            ],
          },
          {
            target: 'idle',
            actions: { type: 'assignLoginError', params: { message: signInMessages.tokenMissing } },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'assignLoginFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    awaitingCode: {
      description: 'The code was e-mailed: /otp takes it; a new code may be asked for.',
      on: {
        ...loginTransitions,
        ...codeTransitions,
        'code.resend': { guard: 'hasEmail', target: 'resending' },
      },
    },
    resending: {
      description: 'POST /api/users/resend-otp asks for a new code.',
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email, token: context.token }),
        onDone: {
          target: 'coolingDown',
          actions: [{ type: 'assignResent', params: ({ event }) => event.output }, 'storePendingSignIn'],
        },
        onError: {
          target: 'awaitingCode',
          actions: { type: 'assignResendFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    coolingDown: {
      description: 'A new code was sent; another may be asked for after the cooldown. The code form works.',
      invoke: {
        id: 'waitCooldown',
        src: 'waitCooldown',
        input: () => ({ seconds: RESEND_COOLDOWN_SECONDS }),
        onDone: { target: 'awaitingCode' },
        onError: { target: 'awaitingCode' },
      },
      on: { ...loginTransitions, ...codeTransitions },
    },
    verifying: {
      description: "POST /api/users/verify-otp; the button reads 'Verifying...'.",
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submit');
          return { email: context.email, otp: event.otp.trim() };
        },
        onDone: [
          {
            guard: { type: 'isCodeRejected', params: ({ event }) => event.output },
            target: 'awaitingCode',
            actions: { type: 'assignCodeError', params: { message: signInMessages.otpFailed } },
          },
          {
            guard: 'isKnownRole',
            target: 'signedIn',
            actions: [
              {
                type: 'startSession',
                params: ({ context, event }) => ({
                  token: event.output.token ?? '',
                  email: context.email,
                  role: context.role,
                  language: context.language,
                  remember: context.remember,
                }),
              },
              {
                type: 'showDestination',
                params: ({ context }) => ({
                  to: context.redirect ?? roleHome[context.role as keyof typeof roleHome],
                }),
              },
              'clearPendingSignIn',
            ],
          },
          { target: 'awaitingCode', actions: 'assignRoleError' },
        ],
        onError: {
          target: 'awaitingCode',
          actions: { type: 'assignVerifyFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      description:
        'The code was right: sent on by role (Member /dashboard, Admin /Admindashboard); a new login may start.',
      on: { ...loginTransitions, ...codeTransitions },
    },
  },
});
