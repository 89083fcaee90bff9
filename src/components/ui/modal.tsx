import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import * as css from './modal.css';

const focusableSelector =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Whether the dialog is shown (from the screen's machine). */
  open: boolean;
  /** The dialog's heading, which also names it. */
  title: string;
  /** Escape, or whatever the caller wires to it (a Cancel or Close button). */
  onClose: () => void;
  children: ReactNode;
  /** What takes focus when the dialog opens; the first focusable element inside it when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** The elements Tab can reach inside `container`, in order. */
function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)];
}

/** Keeps Tab and Shift+Tab inside the dialog; Escape asks it to close. */
function handleKeyDown(event: KeyboardEvent<HTMLElement>, onClose: () => void) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = focusablesIn(event.currentTarget);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The one modal dialog: rendered over the page (a portal into `body`), labelled by its title, `aria-modal`,
 * focus moved in when it opens and kept inside, Escape closes it, and focus goes back to what had it
 * before (the button that opened it), or to the main landmark when that element is gone.
 * (jsdom has no `HTMLDialogElement.showModal`, so this is a portal rather than a native `<dialog>`.)
 */
export function Modal({ open, title, onClose, children, initialFocusRef }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (dialog && focusablesIn(dialog)[0]) ?? dialog;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
      else document.querySelector<HTMLElement>('main')?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <div className={css.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={css.dialog}
        onKeyDown={(event) => handleKeyDown(event, onClose)}
      >
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
