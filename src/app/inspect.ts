import type { InspectionEvent } from 'xstate';

let observer: ((event: InspectionEvent) => void) | undefined;

/**
 * Every actor is created with `{ inspect }`. It does nothing unless the opt-in Stately inspector
 * (VITE_INSPECT=1 in development) has been attached by main.tsx; production builds never attach it.
 */
export function inspect(event: InspectionEvent): void {
  observer?.(event);
}

export function attachInspector(next: (event: InspectionEvent) => void): void {
  observer = next;
}
