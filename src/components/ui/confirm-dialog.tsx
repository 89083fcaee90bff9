import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import { button } from './button';
import * as css from './confirm-dialog.css';
import { Modal } from './modal';
import { actions } from './modal.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  /** The confirming button's text ('Delete'); while busy it reads `busyLabel`. */
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** The action is running: both buttons are disabled, so a double click sends one request. */
  busy?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question with Cancel and a confirming button ('Delete Confirmation' / 'Are you sure…'). Focus starts
 * on Cancel, the harmless choice; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <Modal open={open} title={title} onClose={busy ? () => {} : onCancel} initialFocusRef={cancelRef}>
      <p className={css.question}>{question}</p>
      {error && (
        <p role="alert" className={css.error}>
          {error}
        </p>
      )}
      <div className={actions}>
        <button
          ref={cancelRef}
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          disabled={busy}
          onClick={onCancel}
        >
          {cancelLabel ?? t`Cancel`}
        </button>
        <button
          type="button"
          className={button({ tone: 'primary', size: 'sm' })}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? (busyLabel ?? t`Working...`) : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
