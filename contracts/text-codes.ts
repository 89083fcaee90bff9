import { adminUserMessages } from './admin-users';
import { blogMessages } from './blogs';
import { eventMessages } from './events';
import { inquiryMessages, tooManyInquiriesMessage } from './hire-us';
import { inquiryAdminMessages } from './inquiries';
import { liveMessages } from './live';
import { memberAreaMessages } from './member-area';
import { memberMessages } from './members';
import { messagingMessages, rateLimitedMessage, reactionsRateLimitedMessage } from './messaging';
import { notificationMessages } from './notifications';
import { idMessages, pagingMessages } from './paging';
import { predictMessages } from './predict';
import { profileMessages } from './profile';
import { projectMessages } from './projects';
import { resourceMessages } from './resources';
import { revenueMessages } from './revenue';
import { taskMessages } from './tasks';
import { textMessages } from './text-fields';
import { defineTexts, type Text, textsOf } from './texts';
import { tooManyUploadsMessage, uploadMessages } from './uploads';
import { accountLanguageMessages, tooManyAttemptsMessage, messages as userMessages } from './users';

/**
 * Stable error codes: every API failure body is `{ code, message }` (a 400 validation failure adds
 * `errors: { path, message, code }[]`). The code names the English text: `namespace.key`, the namespace
 * one per text object of the contracts (below), the key the text's key in it. A client may translate or
 * branch on the code; the message stays the English text, letter for letter. docs/api.md lists them all
 * (tests/server/error-codes.test.ts keeps the list current).
 */

/** The server's own failure texts (no screen's): generic HTTP answers and request-level refusals. */
export const httpMessages = defineTexts('http', {
  badRequest: 'Bad request.',
  invalidRequest: 'Invalid request.',
  malformedJson: 'Malformed JSON in request body.',
  unauthorized: 'Unauthorized.',
  forbidden: 'Forbidden.',
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  conflict: 'Conflict.',
  payloadTooLarge: 'Request body is too large (limit 100 KiB).',
  unsupportedMediaType: 'Content-Type must be application/json.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverError: 'Something went wrong. Please try again later.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 letters, digits or -_.: characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyReserved:
    'The Idempotency-Key header may not start with "form:", which the server keeps for its own keys.',
});

type TextObject = Readonly<Record<string, unknown>>;

/**
 * Each text object's namespace. Order matters only for a text that two objects share word for word
 * (say 'Please enter a valid email address'): the first one's code is the text's code.
 */
export const textNamespaces: Readonly<Record<string, TextObject>> = {
  http: httpMessages,
  users: { ...userMessages, ...accountLanguageMessages },
  hireUs: inquiryMessages,
  textFields: textMessages,
  ids: idMessages,
  paging: pagingMessages,
  adminUsers: adminUserMessages,
  hireInquiries: inquiryAdminMessages,
  projects: projectMessages,
  resources: resourceMessages,
  blogs: blogMessages,
  events: eventMessages,
  tasks: taskMessages,
  members: memberMessages,
  memberArea: memberAreaMessages,
  profile: profileMessages,
  messaging: messagingMessages,
  notifications: notificationMessages,
  uploads: uploadMessages,
  revenue: revenueMessages,
  live: liveMessages,
  predict: predictMessages,
};

/** The texts that name a wait (seconds or minutes): matched whatever the number. */
export const waitTexts: Readonly<Record<string, (seconds: number) => string>> = {
  'users.tooManyAttempts': tooManyAttemptsMessage,
  'hireUs.tooManyInquiries': tooManyInquiriesMessage,
  'messaging.tooManyMessages': rateLimitedMessage,
  'messaging.tooManyReactions': reactionsRateLimitedMessage,
  'uploads.tooManyUploads': tooManyUploadsMessage,
};

/** Every code with its English text (a wait text as it reads for a wait of 30 seconds). */
export function textCodes(): { code: string; message: string }[] {
  const seen = new Set<string>();
  const list: { code: string; message: string }[] = [];
  for (const [namespace, texts] of Object.entries(textNamespaces)) {
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text !== 'string' || seen.has(text)) continue;
      seen.add(text);
      list.push({ code: `${namespace}.${key}`, message: text });
    }
  }
  for (const [code, text] of Object.entries(waitTexts)) list.push({ code, message: text(30) });
  return list;
}

const statusCodes: Partial<Record<number, keyof typeof httpMessages>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** The generic failure text of an HTTP status (`http.notFound`; `http.serverError` for a 5xx or any other). */
export function statusText(status: number): Text {
  return textsOf(httpMessages)[statusCodes[status] ?? 'serverError'];
}
