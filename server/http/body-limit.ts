import type { Text } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * How much of a refused body the server still reads (and drops) before its answer goes out. HTTP/1.1
 * clients such as Node's fetch (undici) write the whole body before they read an answer; a server that
 * answers and closes the connection mid-body leaves them with a network error (EPIPE, "fetch failed")
 * instead of the 401/403/413/415 and its message. 16 MiB covers a photo straight from a phone camera, so
 * any image someone picks by mistake gets its message. Beyond it the server does not spend its bandwidth on
 * the body: the answer goes out with `Connection: close` and a client still writing may see the connection
 * cut instead.
 */
export const REFUSED_BODY_READ_MAX = 16 * 1024 * 1024;

/** Content-Length when it alone frames the body (no Transfer-Encoding); undefined for a streamed body. */
function declaredLength(headers: Headers): number | undefined {
  const length = headers.get('content-length');
  if (length === null || headers.has('transfer-encoding')) return undefined;
  const bytes = Number(length);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : undefined;
}

/** Reads the stream to its end, keeping nothing; false (and stops) once more than `max` bytes came. */
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>, max: number): Promise<boolean> {
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    bytes += value.byteLength;
    if (bytes > max) return false;
  }
}

/**
 * Sends `answer` once the client has finished sending: the unread rest of the body (at most
 * REFUSED_BODY_READ_MAX) is read and dropped; a longer one closes the connection after the answer.
 */
async function afterBody(
  answer: Response,
  rest: ReadableStreamDefaultReader<Uint8Array>,
  declared?: number,
): Promise<Response> {
  const withinReach = declared === undefined || declared <= REFUSED_BODY_READ_MAX;
  const finished = withinReach && (await readToEnd(rest, REFUSED_BODY_READ_MAX));
  // The rest stays unread: the connection ends after the answer (cancelling the stream would end it before).
  if (!finished) answer.headers.set('Connection', 'close');
  return answer;
}

/** The whole streamed body if it is at most `max` bytes; undefined (the reader keeps the rest) if larger. */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) return undefined;
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The 413 answer of a body over the limit: a JSON `{ message }` for the API, a page for a page form. */
type TooLargeAnswer = (c: Context) => Response | Promise<Response>;

/**
 * Bodies over `maxSize` → 413 (`{ message }` when given a message) (by Content-Length, or counted for a streamed body, which is
 * then read before the route runs). An answer given before the body was read (this limit's 413, a guard's
 * 401/403, a 415, a 404, a route that takes no body) goes out after the rest of the body was read (see
 * REFUSED_BODY_READ_MAX), so the connection also stays usable for the client's next request.
 */
export function limitBody(maxSize: number, tooLargeAnswer: Text | TooLargeAnswer): MiddlewareHandler {
  const tooLarge: TooLargeAnswer =
    typeof tooLargeAnswer === 'function' ? tooLargeAnswer : (c) => fail(c, 413, tooLargeAnswer);
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = declaredLength(c.req.raw.headers);
    if (declared !== undefined && declared > maxSize) {
      return afterBody(await tooLarge(c), body.getReader(), declared);
    }
    if (declared === undefined) {
      const reader = body.getReader();
      const whole = await readWithin(reader, maxSize);
      if (!whole) return afterBody(await tooLarge(c), reader);
      c.req.raw = new Request(c.req.raw, { body: whole });
    }
    await next();
    const unread = c.req.raw.body;
    if (unread && !c.req.raw.bodyUsed) await afterBody(c.res, unread.getReader());
  };
}
