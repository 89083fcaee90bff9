/**
 * Why a call failed, as a plain value machines can read (no ky, no DOM). Every src/api call
 * rejects with one of these, so each screen maps them to its own messages.
 */
export type ApiFailure =
  | {
      kind: 'http';
      status: number;
      /** The server's `message` (its English text), when its body had one. */
      message?: string;
      /** The text's stable code (`namespace.key`), when the body had one. */
      code?: string;
      /** The values of a templated text (`{ seconds: 30 }`). */
      values?: Readonly<Record<string, string | number>>;
      /** Field errors of a 400 validation failure, each with its code and values when the body had them. */
      errors?: {
        path: string;
        message: string;
        code?: string;
        values?: Readonly<Record<string, string | number>>;
      }[];
      /** From Retry-After on a 429. */
      retryAfterSeconds?: number;
    }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** A 2xx whose body was not the JSON the contract describes (an HTML page, say). */
  | { kind: 'invalid-response' }
  /**
   * Not sent: the call was to go with the session of an account that is no longer the one signed in on
   * this device (a logout or another account's sign-in, maybe in another tab).
   */
  | { kind: 'signed-out' };

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    ['http', 'network', 'timeout', 'invalid-response', 'signed-out'].includes(
      (value as { kind: string }).kind,
    )
  );
}
