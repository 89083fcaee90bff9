import type { ApiFailure } from '@contracts/api-failure';
import type { GenericSchema, InferOutput } from 'valibot';
import { httpFailureOf } from './http-failure';

/** As long as the HTTP client (./http-client.ts) waits for an answer. */
const TIMEOUT_MS = 15_000;

/**
 * One JSON write to the API under an Idempotency-Key, with nothing but the Fetch API: sent once (never
 * retried), its answer read against `contract`, a failure rejected as the same ApiFailure values `call()`
 * gives (an error answer read by ./http-failure.ts). It runs in the service worker as well as in the page,
 * so a write the device keeps to send again (the hire-us outbox) goes out from either exactly as the page
 * first sent it, and the server answers a repeat of a stored one with its first answer.
 */
export async function postJson<Contract extends GenericSchema>(
  path: string,
  body: unknown,
  contract: Contract,
  idempotencyKey: string,
  fetcher: typeof fetch = fetch,
): Promise<InferOutput<Contract>> {
  let response: Response;
  try {
    response = await fetcher(`/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw (
      error instanceof DOMException && error.name === 'TimeoutError'
        ? { kind: 'timeout' }
        : { kind: 'network' }
    ) satisfies ApiFailure;
  }
  if (!response.ok) throw await httpFailureOf(response);
  // A 2xx that is not the server's answer (a captive portal's page, an HTML fallback) stored nothing.
  const answer = await contract['~standard'].validate(await response.json().catch(() => undefined));
  if (answer.issues) throw { kind: 'invalid-response' } satisfies ApiFailure;
  return answer.value;
}
