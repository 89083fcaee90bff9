/**
 * Scrolls to the element with this id and moves the keyboard focus to it (it has tabIndex -1), so a
 * button that "goes to" a section works for screen-reader and keyboard users too.
 */
export function revealSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
