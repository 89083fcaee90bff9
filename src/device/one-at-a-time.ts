/** Per name, this context's tasks, chained so they run in the order they were asked for. */
const queues = new Map<string, Promise<void>>();

/**
 * Runs `task` alone under `name`: after this tab's (or worker's) earlier tasks of that name, and, where the
 * runtime has Web Locks, under the lock of that name, so other tabs and the service worker wait for it too.
 */
export function oneAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const locked = locks ? () => locks.request(name, task) : task;
  const run = (queues.get(name) ?? Promise.resolve()).then(locked, locked);
  const settled = run.then(
    () => {},
    () => {},
  );
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return run;
}
