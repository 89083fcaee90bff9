import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmDeleteContext } from '@machines/confirm-delete.machine';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { button } from './button';
import { ConfirmDialog } from './confirm-dialog';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** What the dialog reads of a confirm-delete machine's snapshot. */
export interface DeleteView {
  context: Pick<ConfirmDeleteContext, 'target' | 'error'>;
  matches(state: 'idle'): boolean;
  hasTag(tag: 'busy'): boolean;
}

export interface DeleteDialogProps {
  removal: DeleteView;
  send(event: { type: 'delete.confirm' } | { type: 'delete.cancel' }): void;
  /** The question for the item being deleted (its name as the machine holds it). */
  question: (name: string) => string;
}

/** 'Delete Confirmation' for the confirm-delete machine: the question, Delete ('Deleting...') and Cancel. */
export function DeleteDialog({ removal, send, question }: DeleteDialogProps) {
  const { t } = useLingui();
  const text = useSourceText();
  return (
    <ConfirmDialog
      open={!removal.matches('idle')}
      title={t`Delete Confirmation`}
      question={question(removal.context.target?.name ?? '')}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      busy={removal.hasTag('busy')}
      error={removal.context.error && text(removal.context.error)}
      onConfirm={() => send({ type: 'delete.confirm' })}
      onCancel={() => send({ type: 'delete.cancel' })}
    />
  );
}

export interface DeleteRowButtonProps {
  /** The row's item as the confirm-delete machine asks about it. */
  item: { id: string; title: string };
  send(event: { type: 'delete.request'; id: string; name: string }): void;
}

/** A row's Delete ('Delete <title>' to a screen reader): asks the confirm-delete machine about this item. */
export function DeleteRowButton({ item, send }: DeleteRowButtonProps) {
  const { t } = useLingui();
  const { title } = item;
  return (
    <button
      type="button"
      className={button({ tone: 'outline', size: 'sm' })}
      aria-label={t`Delete ${title}`}
      onClick={() => send({ type: 'delete.request', id: item.id, name: item.title })}
    >
      <Trans>Delete</Trans>
    </button>
  );
}
