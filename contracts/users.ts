import * as v from 'valibot';
import { isLanguage, LANGUAGES, type Language } from './languages';
import { requiredName } from './text-fields';
import { defineTexts, type Text, textsOf, textWith } from './texts';

/**
 * Requests and responses of /api/users (sign-up, e-mail verification, login, one-time code, Google,
 * password reset, logout, me). Shared by the server and the web client; DOM-free.
 * Messages are the specification's letter for letter where it gives them.
 */

export const userRoles = ['Member', 'Admin', 'Moderator'] as const;
export type UserRole = (typeof userRoles)[number];

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

export const messages = defineTexts('users', {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid:
    "Please enter a valid phone number in international format starting with '+' and country code",
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordTooCommon: 'This password is too common. Please choose another.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  genderRequired: 'Gender is required',
  roleRequired: 'Role is required',
  termsRequired: 'You must agree to terms and conditions.',
  fieldErrorsBanner: 'Please correct the highlighted errors.',
  signupSuccess:
    'Registration successful! A verification link has been sent to your email. Please check your inbox and verify your account before logging in.',
  loginFieldsRequired: 'Please enter both email and password.',
  invalidCredentials: 'Invalid email or password.',
  verifyEmailFirst: 'Please verify your email before logging in.',
  otpSent: 'A one-time code has been sent to your email.',
  otpRequired: 'Please enter the OTP.',
  otpEmailMissing: 'Email is missing. Please try logging in again.',
  otpVerified: 'OTP verified successfully',
  otpInvalid: 'Invalid or expired OTP. Please try again, or log in again for a new code.',
  otpLocked: 'Too many wrong codes. Please reset your password to sign in again.',
  otpSendFailed: 'The code could not be sent. Please try again.',
  otpSessionExpired: 'Your sign-in has expired. Please log in again.',
  otpResent: 'If a sign-in is waiting for a code, a new code has been sent to your email.',
  googleFailed: 'Google login failed.',
  googleNotConfigured: 'Google sign-in is not configured.',
  accountDisabled: 'This account has been disabled.',
  forgotPasswordSent: 'If an account exists for this address, a password reset link has been sent to it.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. You can now log in.',
  loggedOut: 'Logged out.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
});

/** The account's language (one of the site's LANGUAGES): the site's and its e-mails'. */
export const accountLanguageMessages = defineTexts('users', {
  languageInvalid: 'Please choose one of the languages the site speaks.',
});

export const languageField = v.custom<Language>(isLanguage, accountLanguageMessages.languageInvalid);

/** PATCH /api/users/me/language (session token). */
export const UpdateLanguageRequest = v.object({ language: languageField });
export type UpdateLanguageRequest = v.InferOutput<typeof UpdateLanguageRequest>;
export const UpdateLanguageResponse = v.object({ data: v.object({ language: v.picklist(LANGUAGES) }) });
export type UpdateLanguageResponse = v.InferOutput<typeof UpdateLanguageResponse>;

/** Number of Unicode code points (an emoji counts as one), the unit of the password length rules. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** '+', a 1-4 digit country code, then 6-14 digits. */
export const PHONE_PATTERN = /^\+\d{1,4}\d{6,14}$/;

// Each field stops at its first failed rule, so a field shows one message.
const once = { abortPipeEarly: true } as const;

/** A string field whose absence reads like an empty value (the field's own "required" message). */
const text = (message: string) => v.optional(v.string(message), '');

/** A name: required, one line, nothing hidden and no web address (it goes into mail bodies). */
const nameField = (message: string) =>
  v.config(requiredName(200, { required: message, tooLong: message }), once);

export const firstNameField = nameField(messages.firstNameRequired);
export const lastNameField = nameField(messages.lastNameRequired);

export const emailField = v.config(
  v.pipe(
    text(messages.emailRequired),
    v.trim(),
    v.nonEmpty(messages.emailRequired),
    v.maxLength(254, messages.emailInvalid),
    v.email(messages.emailInvalid),
  ),
  once,
);

export const phoneField = v.config(
  v.pipe(
    text(messages.phoneRequired),
    v.trim(),
    v.nonEmpty(messages.phoneRequired),
    v.regex(PHONE_PATTERN, messages.phoneInvalid),
  ),
  once,
);

/** Sign-up / reset password: 8 to 128 code points, never trimmed, no composition rules. */
export const newPasswordField = v.config(
  v.pipe(
    text(messages.passwordRequired),
    v.nonEmpty(messages.passwordRequired),
    v.check((value) => codePointLength(value) >= PASSWORD_MIN_LENGTH, messages.passwordTooShort),
    v.check((value) => codePointLength(value) <= PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  ),
  once,
);

export const genderField = v.pipe(
  v.optional(v.string(messages.genderRequired), ''),
  v.check((value) => (genders as readonly string[]).includes(value), messages.genderRequired),
  v.transform((value) => value as Gender),
);

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The requested role. Required, but never trusted: 'Admin' / 'Moderator' (any letter case) become a
 * request an administrator may grant; any other value means Member. The account itself is always Member.
 */
export const roleField = v.pipe(
  v.optional(v.unknown(), ''),
  v.check(isPresent, messages.roleRequired),
  v.transform((value): UserRole => {
    if (typeof value !== 'string') return 'Member';
    const match = userRoles.find((role) => role.toLowerCase() === value.trim().toLowerCase());
    return match ?? 'Member';
  }),
);

/** The fields the client form shows in addition to the payload; the server ignores them. */
export const confirmPasswordField = v.config(
  v.pipe(text(messages.confirmPasswordRequired), v.nonEmpty(messages.confirmPasswordRequired)),
  once,
);
export const termsField = v.literal(true, messages.termsRequired);

/** POST /api/users/signup. Unknown keys (isAdmin, verified, id, confirmPassword…) are dropped. */
export const SignupRequest = v.object(
  {
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: newPasswordField,
    gender: genderField,
    phone: phoneField,
    role: roleField,
    /** The language of the page signed up from (the account's; English when absent). */
    language: v.optional(languageField),
  },
  messages.fieldErrorsBanner,
);
export type SignupRequestInput = v.InferInput<typeof SignupRequest>;
export type SignupRequest = v.InferOutput<typeof SignupRequest>;

export const SignupResponse = v.object({ message: v.string() });
export type SignupResponse = v.InferOutput<typeof SignupResponse>;

/** POST /api/users/login */
export const LoginRequest = v.object({
  email: v.config(
    v.pipe(
      text(messages.loginFieldsRequired),
      v.trim(),
      v.nonEmpty(messages.loginFieldsRequired),
      v.maxLength(254),
    ),
    once,
  ),
  password: v.config(
    v.pipe(text(messages.loginFieldsRequired), v.nonEmpty(messages.loginFieldsRequired), v.maxLength(1024)),
    once,
  ),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/** The account the login answers for; `language` is the account's (its mails' and, once signed in, its pages'). */
export const AuthUser = v.object({
  email: v.string(),
  role: v.string(),
  language: v.optional(v.picklist(LANGUAGES)),
});
export type AuthUser = v.InferOutput<typeof AuthUser>;

/** Login and Google: `token` is the pre-OTP token (opens only verify-otp / resend-otp), not a session. */
export const LoginResponse = v.object({
  message: v.string(),
  token: v.string(),
  data: v.object({ user: AuthUser }),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** POST /api/users/verify-otp (no auth header; an optional `Authorization: Bearer <pre-OTP token>` is checked). */
export const VerifyOtpRequest = v.object({
  email: v.config(
    v.pipe(text(messages.otpEmailMissing), v.trim(), v.nonEmpty(messages.otpEmailMissing), v.maxLength(254)),
    once,
  ),
  otp: v.config(
    v.pipe(text(messages.otpRequired), v.trim(), v.nonEmpty(messages.otpRequired), v.maxLength(32)),
    once,
  ),
});
export type VerifyOtpRequest = v.InferOutput<typeof VerifyOtpRequest>;

export const VerifyOtpResponse = v.object({ message: v.literal(messages.otpVerified), token: v.string() });
export type VerifyOtpResponse = v.InferOutput<typeof VerifyOtpResponse>;

/**
 * What the web client reads from verify-otp: any 200 body with a message. The screen accepts only
 * 'OTP verified successfully' with a token, so another 200 reads as a failed verification.
 */
export const VerifyOtpAnswer = v.object({
  message: v.string(),
  token: v.optional(VerifyOtpResponse.entries.token),
});
export type VerifyOtpAnswer = v.InferOutput<typeof VerifyOtpAnswer>;

/** POST /api/users/resend-otp: the pre-OTP token (body `token` or bearer header) or the e-mail. */
export const ResendOtpRequest = v.object({
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});
export type ResendOtpRequest = v.InferOutput<typeof ResendOtpRequest>;

/** A fresh pre-OTP token comes back when the request carried one. */
export const ResendOtpResponse = v.object({ message: v.string(), token: v.optional(v.string()) });
export type ResendOtpResponse = v.InferOutput<typeof ResendOtpResponse>;

export const MessageResponse = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponse>;

/** POST /api/users/auth/google/auth: the Google ID token (a JWT). Answers like login. */
export const GoogleAuthRequest = v.object({
  tokenId: v.pipe(v.string(messages.googleFailed), v.nonEmpty(messages.googleFailed), v.maxLength(8192)),
});
export type GoogleAuthRequest = v.InferOutput<typeof GoogleAuthRequest>;
/** @alias The Google sign-in answers exactly as login does, under its own endpoint's name. */
export const GoogleAuthResponse = LoginResponse;
export type GoogleAuthResponse = LoginResponse;

/** POST /api/users/forgot-password: the same answer for every address. */
export const ForgotPasswordRequest = v.object({ email: emailField });
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequest>;

/** POST /api/users/reset-password: the token from the e-mailed link and a new password (sign-up rules). */
export const ResetPasswordRequest = v.object({
  token: v.pipe(
    v.string(messages.resetTokenInvalid),
    v.nonEmpty(messages.resetTokenInvalid),
    v.maxLength(512),
  ),
  password: newPasswordField,
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequest>;

/** GET /api/users/me (session token). `id` is the account id (the one `/messages/{id}` uses). */
export const MeResponse = v.object({
  data: v.object({
    user: v.object({
      id: v.string(),
      email: v.string(),
      role: v.string(),
      firstName: v.string(),
      lastName: v.string(),
      /** The account's language (always sent by the server). */
      language: v.optional(v.picklist(LANGUAGES)),
    }),
  }),
});
export type MeResponse = v.InferOutput<typeof MeResponse>;

/** 429 answers carry `Retry-After` (seconds) and this message. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * tooManyAttemptsMessage's text as an ICU message whose number is a plural: a view finds the template the server's
 * message was built from and shows its translation with the number (src/i18n/texts.ts).
 */
export const attemptsWaitTemplate = defineTexts('users', {
  tooManyAttempts:
    'Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
});

/** tooManyAttemptsMessage as a descriptor: `users.tooManyAttempts` with `{ seconds }`. */
export function tooManyAttemptsText(seconds: number): Text {
  return textWith(textsOf(attemptsWaitTemplate).tooManyAttempts, { seconds });
}

/** Every error: `{ message }`; validation failures add one `{ path, message }` per field. */
export const FieldError = v.object({ path: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof FieldError>;
/** `code`: the message's stable code (contracts/text-codes.ts), on the failure and on each field error. */
export const CodedFieldError = v.object({ ...FieldError.entries, code: v.optional(v.string()) });
export const ApiError = v.object({
  code: v.optional(v.string()),
  message: v.string(),
  errors: v.optional(v.array(CodedFieldError)),
});
export type ApiError = v.InferOutput<typeof ApiError>;

/** Valibot issues → one `{ path, message }` per field (the first rule that failed), in field order. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}
