import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { visuallyHidden } from '@/components/ui/layout.css';

/** The new page's main heading (else the main landmark), made focusable by script only. */
function focusTarget(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}

/**
 * After a client-side navigation to another page (not on the first load, not when only the query or hash
 * changes), moves the focus to the new page's main heading and announces it in a polite live region, as
 * a full page load would for a screen reader.
 */
export function RouteFocus() {
  const router = useRouter();
  const announcer = useRef<HTMLParagraphElement>(null);
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        const target = focusTarget();
        target?.focus({ preventScroll: true });
        if (announcer.current) announcer.current.textContent = target?.textContent ?? document.title;
      }),
    [router],
  );
  // A polite live region without role="status": the page's own status messages stay the only status.
  return (
    <p
      ref={announcer}
      id="route-announcer"
      className={visuallyHidden}
      aria-live="polite"
      aria-atomic="true"
    />
  );
}
