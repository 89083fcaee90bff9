import { disclosureMachine } from '@machines/disclosure.machine';
import { useActor } from '@xstate/react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { inspect } from '@/lib/inspect';

/**
 * Runs a disclosure machine for one trigger + panel pair and wires the DOM to it:
 * focus moves, clicks outside the pair and the Escape key.
 */
export function useDisclosure<Panel extends HTMLElement>(panelId: string) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  // Provided once: its actions read the refs, which never change, and `provide` builds the machine's
  // whole state tree again, which on every render of a header cost more than the render itself.
  const [machine] = useState(() =>
    disclosureMachine.provide({
      actions: {
        focusFirstItem: () =>
          queueMicrotask(() => panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()),
        focusTrigger: () => triggerRef.current?.focus(),
      },
    }),
  );
  const [snapshot, send] = useActor(machine, { inspect });
  const isOpen = snapshot.matches('open');

  // A panel prerendered as a popover may have been opened by the browser before the scripts ran: the
  // machine starts from what is on screen, so the panel stays open as the app takes it over. Read in the
  // hydration's own commit, before the render that drops the popover.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel?.hasAttribute('popover') && panel.matches(':popover-open')) send({ type: 'panel.toggle' });
  }, [send]);

  useEffect(() => {
    if (!isOpen) return;
    const inside = (target: EventTarget | null, ref: RefObject<HTMLElement | null>) =>
      target instanceof Node && ref.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target, triggerRef) && !inside(event.target, panelRef))
        send({ type: 'panel.dismiss' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'panel.escape' });
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target, triggerRef) && !inside(event.target, panelRef))
        send({ type: 'panel.dismiss' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, send]);

  return {
    isOpen,
    /** Opens the panel with focus on its first item (a menu button's click, Enter or Space). */
    openWithFocus: () => send({ type: 'panel.openWithKeyboard' }),
    /** Closes the panel when one of its links is followed. */
    onNavigate: () => send({ type: 'panel.navigate' }),
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => send({ type: 'panel.toggle' }),
      onKeyDown: (event: ReactKeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        send({ type: 'panel.openWithKeyboard' });
      },
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !isOpen },
  };
}
