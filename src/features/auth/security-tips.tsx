import { type KeyboardEvent, useEffect, useRef } from 'react';
import { button } from '@/components/ui/button';
import { useDisclosure } from '../layout/use-disclosure';
import * as css from './security-tips.css';

/** The six-step login guide of the spec, in order. */
const securitySteps = [
  'Fill in your email and password.',
  'Click login.',
  'Receive an OTP by email.',
  'Enter the OTP in the form.',
  'If you have no account, register first.',
  'After registering, you receive a verification link by email.',
] as const;

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * 'Security Tips': opens a modal with the six steps and a Close button. Focus moves to Close, stays in
 * the dialog, Escape closes it and focus returns to the link.
 */
export function SecurityTips() {
  const { isOpen, triggerProps, panelProps, onNavigate } = useDisclosure<HTMLDivElement>('security-tips');
  const closeRef = useRef<HTMLButtonElement>(null);
  // A modal takes focus when it opens, whichever way it was opened.
  useEffect(() => {
    if (isOpen) closeRef.current?.focus();
  }, [isOpen]);
  return (
    <>
      <button {...triggerProps} aria-haspopup="dialog" className={css.trigger}>
        Security Tips
      </button>
      <div className={css.backdrop} hidden={!isOpen}>
        <div
          {...panelProps}
          role="dialog"
          aria-modal="true"
          aria-labelledby="security-tips-title"
          className={css.dialog}
          onKeyDown={trapFocus}
        >
          <h2 id="security-tips-title" className={css.heading}>
            Security Tips
          </h2>
          <ol className={css.steps}>
            {securitySteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <button
            ref={closeRef}
            type="button"
            className={button({ tone: 'primary' })}
            onClick={() => {
              onNavigate();
              triggerProps.ref.current?.focus();
            }}
          >
            Close
          </button>
        </div>
      </div>
    </>
  );
}
