import type { InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | undefined;

/**
 * Every actor is created with `{ inspect }`. It does nothing unless the opt-in Stately inspector
 * (VITE_INSPECT=1 in development) has been attached by main.tsx; production builds never attach it.
 */
export function inspect(event: InspectionEvent): void {
  observer?.next?.(event);
}

export function attachInspector(next: Observer<InspectionEvent>): void {
  observer = next;
}
