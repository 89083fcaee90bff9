import { httpMessages } from '@contracts/text-codes';
import { hasControlCharacters, textMessages } from '@contracts/text-fields';
import { type Text, textsOf } from '@contracts/texts';
import { uploadMessages } from '@contracts/uploads';
import { toFieldErrors } from '@contracts/users';
import { fail, fieldText } from '@lib/http/failure';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SessionEnv } from '../auth/session';
import { checkQuota, countUploads, type UploadDeps } from './allowance';
import { type ImageRejection, type ProcessedImage, processImage } from './image';
import type { ImageFiles } from './multipart-routes';

/** A parsed multipart form: its text fields and its (non-empty) files. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, File>;
}

export interface Failure {
  status: 400 | 413 | 415 | 429;
  body: { text: Text; errors?: { path: string; message: string }[] };
  /** Retry-After on a 429. */
  headers?: Record<string, string>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

const refusal = (status: Failure['status'], text: Text): { ok: false; failure: Failure } => ({
  ok: false,
  failure: { status, body: { text } },
});

function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
}

/**
 * Reads the request's multipart body (the app has already checked its size; the type is checked here, after
 * the route's guard, so a caller without a session hears 401 before 415). A file input left empty arrives
 * as a file without name or bytes: it counts as absent. Not multipart → 415; a malformed body → 400; a
 * control character in any field's name or text → 400 with the message JSON bodies get for it.
 */
export async function readMultipart(c: Context): Promise<Outcome<MultipartForm>> {
  if (!isMultipart(c.req.header('content-type')))
    return refusal(415, textsOf(uploadMessages).multipartRequired);
  let parsed: Record<string, string | File>;
  try {
    parsed = await c.req.parseBody();
  } catch {
    return refusal(400, textsOf(uploadMessages).multipartRequired);
  }
  if (Object.entries(parsed).some(hasControlText))
    return refusal(400, textsOf(textMessages).controlCharacters);
  const form: MultipartForm = { fields: {}, files: {} };
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') form.fields[name] = value;
    else if (value.size > 0 || value.name !== '') form.files[name] = value;
  }
  return { ok: true, value: form };
}

/**
 * A field whose name or text holds NUL or another control character (never stored, as in JSON bodies). A
 * name ending in `[]` arrives as a list of values.
 */
function hasControlText([name, value]: [string, unknown]): boolean {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return (
    hasControlCharacters(name) ||
    values.some((item) => typeof item === 'string' && hasControlCharacters(item))
  );
}

/** Validates the text fields with the shared contract: 400 `{ message, errors }` like every JSON route. */
export function validateFields<S extends v.GenericSchema>(
  schema: S,
  form: MultipartForm,
): Outcome<v.InferOutput<S>> {
  const result = v.safeParse(schema, form.fields);
  if (result.success) return { ok: true, value: result.output };
  const errors = toFieldErrors(result.issues);
  return {
    ok: false,
    failure: {
      status: 400,
      body: { text: errors[0] ? fieldText(errors[0].message) : textsOf(httpMessages).invalidRequest, errors },
    },
  };
}

/**
 * Decodes and re-encodes every image the form carries among `files` (absent ones are skipped). A text value
 * where a file belongs is not an image (415). The first rejection wins.
 */
export async function readImages<F extends ImageFiles>(
  form: MultipartForm,
  files: F,
): Promise<Outcome<Partial<Record<keyof F, ProcessedImage>>>> {
  const images: Partial<Record<keyof F, ProcessedImage>> = {};
  for (const [name, maxSide] of Object.entries(files) as [keyof F & string, number][]) {
    if ((form.fields[name] ?? '') !== '')
      return rejected({ status: 415, text: textsOf(uploadMessages).notAnImage });
    const file = form.files[name];
    if (!file) continue;
    const result = await processImage(new Uint8Array(await file.arrayBuffer()), maxSide);
    if (!result.ok) return rejected(result.rejection);
    images[name] = result.image;
  }
  return { ok: true, value: images };
}

function rejected(rejection: ImageRejection): { ok: false; failure: Failure } {
  return refusal(rejection.status, rejection.text);
}

/** How many of the declared image fields carry a file (each counts against the upload limit). */
function chosenImages(form: MultipartForm, files: ImageFiles): number {
  return Object.keys(files).filter((name) => form.files[name] !== undefined).length;
}

/**
 * The whole upload-form step of a multipart route, for the signed-in caller: parse, validate the text fields
 * with `schema`, count the images against the caller's upload limit, decode and re-encode those among
 * `files`, then check they fit the caller's storage. Nothing is stored yet, so a failure leaves nothing
 * behind.
 */
export async function readUploadForm<S extends v.GenericSchema, F extends ImageFiles>(
  deps: UploadDeps,
  c: Context<SessionEnv>,
  schema: S,
  files: F,
): Promise<Outcome<{ fields: v.InferOutput<S>; images: Partial<Record<keyof F, ProcessedImage>> }>> {
  const user = c.get('user');
  const form = await readMultipart(c);
  if (!form.ok) return form;
  const fields = validateFields(schema, form.value);
  if (!fields.ok) return fields;
  const overLimit = await countUploads(deps, user, chosenImages(form.value, files));
  if (overLimit) return { ok: false, failure: overLimit };
  const images = await readImages(form.value, files);
  if (!images.ok) return images;
  const overQuota = await checkQuota(deps, user, Object.values(images.value) as ProcessedImage[]);
  if (overQuota) return { ok: false, failure: overQuota };
  return { ok: true, value: { fields: fields.value, images: images.value } };
}

/** A refused upload form as the route's answer (a 429 with its Retry-After). */
export function refuseUpload(c: Context, { status, body, headers }: Failure): Response {
  return fail(c, status, body.text, {
    errors: body.errors?.map(({ path, message }) => ({ path, text: message })),
    headers,
  });
}
