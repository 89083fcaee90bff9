import type { LiveMessage } from '@contracts/live';
import { readStoredAuth } from './auth-storage';
import { open } from './http';

/**
 * Opens `GET /api/live` with the session token as a bearer header (through fetch; EventSource cannot send
 * headers, and the token never goes in a URL) and hands each event to `onMessage` until the stream ends.
 * Resolves when the server ends it; rejects with an ApiFailure when it cannot be opened or drops.
 */
export async function streamLiveEvents(
  onMessage: (message: LiveMessage) => void,
  signal: AbortSignal,
): Promise<void> {
  if (readStoredAuth()?.stage !== 'session') throw { kind: 'http', status: 401 };
  const response = await open(({ sessionHttp }) =>
    sessionHttp.get('live', { signal, timeout: false, retry: 0, headers: { Accept: 'text/event-stream' } }),
  );
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      buffer = dispatchBlocks(buffer, onMessage);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw { kind: 'network', cause: error };
  }
}

/** Hands over every complete event block of `buffer`; returns what is left (an incomplete block). */
function dispatchBlocks(buffer: string, onMessage: (message: LiveMessage) => void): string {
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end !== -1; end = rest.indexOf('\n\n')) {
    const message = parseBlock(rest.slice(0, end));
    rest = rest.slice(end + 2);
    if (message) onMessage(message);
  }
  return rest;
}

function parseBlock(block: string): LiveMessage | null {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  try {
    return { type, data: JSON.parse(data.join('\n')) };
  } catch {
    return null;
  }
}
