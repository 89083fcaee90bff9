/** One Server-Sent Event as the browser's parser would hand it over. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads the events of an SSE response body one at a time (comments skipped). `next()` rejects after
 * `timeoutMs` without an event, so a test waiting for something that never comes fails instead of hanging.
 */
export function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pending: SseEvent[] = [];
  let done = false;

  function drain() {
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length > 0) {
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart());
        pending.push({ event: field('event')[0] ?? 'message', data: field('data').join('\n') });
      }
      end = buffer.indexOf('\n\n');
    }
  }

  async function next(timeoutMs = 2_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (pending.length === 0) {
      if (done) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
      ]);
      if (chunk === 'timeout') continue;
      if (chunk.done) done = true;
      else buffer += chunk.value;
      drain();
    }
    return pending.shift()!;
  }

  /** True once the server has closed the stream (reads what is left first). */
  async function ended(timeoutMs = 2_000): Promise<boolean> {
    try {
      for (;;) await next(timeoutMs);
    } catch (error) {
      return done && (error as Error).message === 'the stream ended';
    }
  }

  return { next, ended, cancel: () => reader.cancel() };
}
