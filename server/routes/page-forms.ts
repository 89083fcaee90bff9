import {
  type InquiryField,
  InquirySubmission,
  inquiriesWaitTemplate,
  requiredInquiryFields,
} from '@contracts/hire-us';
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { pageFormAnswers } from '@contracts/page-form-answers';
import { fieldSlot, pageFormPaths, pageFormSlots } from '@contracts/page-forms';
import {
  attemptsWaitTemplate,
  ForgotPasswordRequest,
  messages,
  toFieldErrors,
  tooManyAttemptsMessage,
} from '@contracts/users';
import { PRERENDERED_PAGES_DIR, prerenderedFileOf } from '@lib/app-routes';
import { clientIp } from '@lib/http/client-ip';
import { languageOfPath, localizedPath } from '@lib/language-paths';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { forgotPasswordRequester } from '../auth/forgot-password';
import type { RouteDeps } from '../deps';
import { limitBody } from '../http/body-limit';
import { pageSettingsOf } from '../http/page-settings';
import { MAX_BODY_BYTES } from '../http/request-body';
import { formKeyLookUp, inquirySubmitter } from '../inquiries/submit-inquiry';
import {
  editPage,
  formReplacedBySlot,
  inSlot,
  loadFormPages,
  type PageEdit,
  withChecked,
  withChoice,
  withInvalid,
  withNotice,
  withoutScripts,
  withTexts,
} from '../page-forms/page-html';
import { pageText } from '../page-forms/page-texts';
import { isCrossSite, readPostedForm } from '../page-forms/posted-form';

/** The id the forgot-password page's e-mail field is described by when it has an error. */
const FORGOT_EMAIL_ERROR_ID = 'forgot-email-error';

/** The longest e-mail the login page writes back (as the login contract takes). */
const MAX_EMAIL_LENGTH = 254;

/**
 * The public forms posted by the browser itself, before or without the page's scripts
 * (`application/x-www-form-urlencoded` to the page's own path). Each is answered with its prerendered page
 * showing the outcome, and does what the API does, through the same functions:
 * - `POST /hire-us`: the inquiry contract and messages, the 5-an-hour limit, the stored inquiry (a reload
 *   of the answer stores nothing twice);
 * - `POST /forgot-password`: the e-mail contract, the limits, the same answer for every address;
 * - `POST /login`: nothing is checked. The session lives in the browser's storage, which only the page's
 *   scripts write, so the login page comes back with the e-mail kept (never the password) and says so;
 * - `POST` to another prerendered page with a form (sign-up, the code, chat): the page, saying the form
 *   needs its scripts.
 * Bodies over 100 KiB, of another type, with control characters or from another site are refused with a
 * page that says why. Answers are never stored by browsers or proxies.
 *
 * Each form is answered at its page's address in every language (`/fr/login`: the page's forms post to
 * their page's address), with the page in that language and its messages translated (`pageText`).
 */
export function pageFormsRoutes(deps: RouteDeps) {
  // The pages as a GET serves them: the same function writes in the same settings.
  const pages = loadFormPages(deps.webRoot, pageSettingsOf(deps.config));
  const pageOf = (pagePath: string) => pages.get(prerenderedFileOf(pagePath));
  const siteOrigins = [...deps.config.siteOrigins, new URL(deps.config.publicUrl).origin];
  const submitInquiry = inquirySubmitter(deps);
  const requestPasswordReset = forgotPasswordRequester(deps);
  const app = new Hono();

  /** The page at `pagePath` with `edits`, as an answer no cache keeps. */
  function answer(c: Context, pagePath: string, status: ContentfulStatusCode, edits: readonly PageEdit[]) {
    c.header('Cache-Control', 'no-store');
    return c.html(editPage(pageOf(pagePath) ?? '', edits), status);
  }

  /** A refused post: the page with the reason, and no scripts (which would remove the notice). */
  const refused = (c: Context, pagePath: string, status: ContentfulStatusCode, message: string) =>
    answer(c, pagePath, status, [withoutScripts, withNotice(textAt(pagePath, message))]);

  /** The fields of an acceptable post, or the answer refusing it. */
  async function acceptForm(c: Context, pagePath: string) {
    if (isCrossSite(c, siteOrigins)) return refused(c, pagePath, 403, pageFormAnswers.crossSite);
    const form = await readPostedForm(c);
    return form.ok ? form.fields : refused(c, pagePath, form.status, form.message);
  }

  /** A form's page at its address in every language whose page was built. */
  const addresses = (pagePath: string) =>
    LANGUAGES.map((language) => ({ language, address: localizedPath(pagePath, language) })).filter(
      ({ address }) => pageOf(address),
    );
  const formPaths = Object.values(pageFormPaths).flatMap((pagePath) =>
    addresses(pagePath).map((a) => a.address),
  );
  for (const pagePath of formPaths) {
    app.post(
      pagePath,
      limitBody(MAX_BODY_BYTES, (c) => refused(c, pagePath, 413, pageFormAnswers.tooLarge)),
    );
  }

  for (const { language, address } of addresses(pageFormPaths.hireUs)) {
    const text = (source: string) => pageText(language, source);
    app.post(address, async (c) => {
      const fields = await acceptForm(c, address);
      if (fields instanceof Response) return fields;
      const typed = inquiryTyped(fields);
      const page = (status: ContentfulStatusCode, message: string) =>
        answer(c, address, status, [
          withoutScripts,
          withTexts(typed.texts),
          withChoice('country', typed.texts.country),
          withChecked('consent', typed.consent),
          inSlot(pageFormSlots.error, message),
        ]);

      // The page's language, as the app's form sends it: the admin's reply mail is written in it.
      const parsed = v.safeParse(InquirySubmission, { ...typed.texts, consent: typed.consent, language });
      if (!parsed.success) return page(400, text(firstMessage(parsed.issues)));
      const ip = clientIp(c);
      const outcome = await submitInquiry(parsed.output, {
        ip,
        lookUpKey: formKeyLookUp(deps, ip, parsed.output),
      });
      if (outcome.kind === 'limited') {
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        return page(
          429,
          waitText(language, outcome.text.message, inquiriesWaitTemplate.tooManyInquiries, { minutes }),
        );
      }
      if (outcome.kind === 'key-refused') throw new Error('A derived inquiry key was refused');
      // As after the form's own success: the message, and the form empty for another inquiry.
      const { message } = outcome.answer.body as { message: string };
      return answer(c, address, 200, [withoutScripts, inSlot(pageFormSlots.done, text(message))]);
    });
  }

  for (const { language, address } of addresses(pageFormPaths.forgotPassword)) {
    const text = (source: string) => pageText(language, source);
    app.post(address, async (c) => {
      const fields = await acceptForm(c, address);
      if (fields instanceof Response) return fields;
      const email = fields.get('email') ?? '';
      const page = (status: ContentfulStatusCode, edits: PageEdit[]) =>
        answer(c, address, status, [withoutScripts, withTexts({ email }), ...edits]);

      const parsed = v.safeParse(ForgotPasswordRequest, { email });
      if (!parsed.success) {
        return page(400, [
          withInvalid('email', FORGOT_EMAIL_ERROR_ID),
          inSlot(fieldSlot('email'), text(firstMessage(parsed.issues))),
        ]);
      }
      const outcome = await requestPasswordReset(parsed.output.email, clientIp(c));
      if (outcome.kind === 'limited') {
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        const seconds = outcome.retryAfterSeconds;
        const message = waitText(
          language,
          tooManyAttemptsMessage(seconds),
          attemptsWaitTemplate.tooManyAttempts,
          {
            seconds,
          },
        );
        return page(429, [inSlot(pageFormSlots.error, message)]);
      }
      return page(200, [formReplacedBySlot(pageFormSlots.done, text(messages.forgotPasswordSent))]);
    });
  }

  for (const { language, address } of addresses(pageFormPaths.login)) {
    app.post(address, async (c) => {
      const fields = await acceptForm(c, address);
      if (fields instanceof Response) return fields;
      const email = (fields.get('email') ?? '').trim();
      // The scripts stay: once they run, the page signs in with the e-mail still in its field.
      return answer(c, address, 200, [
        withTexts({ email: email.length <= MAX_EMAIL_LENGTH ? email : '' }),
        withNotice(pageText(language, pageFormAnswers.signInNeedsScripts)),
      ]);
    });
  }

  // Any other prerendered page with a form: its body is not read; the page comes back with its scripts.
  // Each is its own route (never a catch-all, which every API POST would match and log as its route).
  const handled = new Set<string>(formPaths);
  for (const pagePath of [...pages.keys()].map(pagePathOf)) {
    if (handled.has(pagePath)) continue;
    app.post(pagePath, (c) =>
      answer(c, pagePath, 200, [withNotice(textAt(pagePath, pageFormAnswers.formNeedsScripts))]),
    );
  }

  return app;
}

/** A source text in the language of the page at `pagePath` (`/fr/login`: French). */
function textAt(pagePath: string, text: string): string {
  return pageText(languageOfPath(pagePath).language ?? SOURCE_LANGUAGE, text);
}

/**
 * A wait text: in English as the contract wrote it (`english`), in another language its ICU template's
 * translation with the wait (a plural).
 */
function waitText(language: Language, english: string, template: string, values: Record<string, number>) {
  return language === SOURCE_LANGUAGE ? english : pageText(language, template, values);
}

/** The URL path of a prerendered page's file: `/pages/signup.html` → `/signup`, `/pages/index.html` → `/`. */
function pagePathOf(file: string): string {
  const name = file.slice(`/${PRERENDERED_PAGES_DIR}/`.length, -'.html'.length);
  return name === 'index' ? '/' : `/${name}`;
}

/** The API's message for a refused body: its first field's. */
function firstMessage(issues: Parameters<typeof toFieldErrors>[0]): string {
  return toFieldErrors(issues)[0]?.message ?? pageFormAnswers.notAForm;
}

/** The inquiry's fields as typed (a missing one empty) and whether the consent box was ticked. */
function inquiryTyped(fields: URLSearchParams) {
  const texts = Object.fromEntries(
    requiredInquiryFields.map((name) => [name, fields.get(name) ?? '']),
  ) as Record<InquiryField, string>;
  return { texts, consent: fields.has('consent') };
}
