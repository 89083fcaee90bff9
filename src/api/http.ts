import type { ApiFailure } from '@contracts/api-failure';
import type { GenericSchema, InferOutput } from 'valibot';
import { pageSettled } from '@/lib/page-settled';
import type { Request } from './http-client';
import { showsPrerenderedAnswers } from './prerendered-data';

/**
 * How every endpoint module calls the API. The request picks its client, `http` (no credentials),
 * `sessionHttp` (the session's bearer token, while the stored session is this tab's account) or
 * `sessionHttpAs(author)` (a queued write, sent only under its author's session), from its argument:
 *
 * ```ts
 * call(({ http }) => http.get(`members/${id}`), MemberResponse);
 * open(({ sessionHttp }) => sessionHttp.delete(`tasks/${id}`));
 * ```
 *
 * The client itself (ky, ./http-client.ts) loads with the first call: about 5 kB gzip that a page which
 * calls nothing before the visitor acts does not fetch up front. A prerendered page already shows the
 * answers its calls fetch again, so there the calls wait until the page has settled: hydration first, then
 * the client and the fresh answers. A failure to load the client is a network failure like any other.
 */
async function client() {
  if (showsPrerenderedAnswers()) await pageSettled();
  return import('./http-client').catch((): never => {
    throw { kind: 'network' } satisfies ApiFailure;
  });
}

/**
 * Runs one call and reads its JSON answer, checked against `contract`; on failure rejects with an
 * ApiFailure instead of a ky error.
 */
export async function call<Contract extends GenericSchema>(
  request: Request,
  contract: Contract,
): Promise<InferOutput<Contract>> {
  return (await client()).call(request, contract);
}

/** Runs one call whose body the caller reads itself (a stream); on failure rejects with an ApiFailure. */
export async function open(request: Request): Promise<Response> {
  return (await client()).open(request);
}
