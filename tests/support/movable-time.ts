import { vi } from 'vitest';

/**
 * The attempt limits (rate-limiter-flexible) read the system time, not the app's injected clock. A file
 * that moves time across a limit's window calls `freezeSystemTime()` once (only `Date` is faked; timers,
 * promises and I/O run as usual) and then `moveTime(clock, ms)`, which moves both clocks together.
 */
export function freezeSystemTime(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
}

export function moveTime(clock: { advance(ms: number): void }, ms: number): void {
  clock.advance(ms);
  vi.setSystemTime(Date.now() + ms);
}
