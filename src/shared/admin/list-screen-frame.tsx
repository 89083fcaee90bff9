import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DeleteDialog, type DeleteDialogProps } from '@/components/ui/delete-dialog';
import { Modal } from '@/components/ui/modal';
import { ScreenStopped } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import * as layout from './admin-page.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The form of a list screen shown in a dialog over its table ('Add new…' and a row's Edit). */
export interface ListScreenForm {
  open: boolean;
  /** The dialog's heading ('Add new blog post', 'Edit blog post'). */
  title: string;
  /** Escape or the dialog's close: the form machine's cancel (it ignores one while saving). */
  onClose: () => void;
  content: ReactNode;
}

export interface ListScreenFrameProps {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  /** The heading; the tab reads '<title> · Hub Admin'. */
  title: string;
  /**
   * The screen's parts as the view read them (`useScreenParts`); absent once the screen stopped (a part
   * ended, which none does by design), and the frame shows the heading with `ScreenStopped` instead.
   */
  parts:
    | {
        /** 'Add new…' beside the heading: a button opening the form, or a link to the form's page. */
        add: ReactNode;
        /** The form in a dialog, for a screen whose form is not a page of its own. */
        form?: ListScreenForm;
        /** The delete question of the screen's confirm-delete part. */
        removal: DeleteDialogProps;
        /** Between the heading and the dialogs: banners, the table and any other dialog of the screen. */
        body: ReactNode;
      }
    | undefined;
}

/**
 * The shape of an admin list screen (projects, blogs, resources): the heading row with its 'Add new…',
 * the table, the form in a dialog and the delete question. Every part is driven by the screen's machine;
 * this piece only lays them out.
 */
export function ListScreenFrame({ titleId, title, parts }: ListScreenFrameProps) {
  const { t } = useLingui();
  const heading = (
    <h1 id={titleId} className={layout.title}>
      {title}
    </h1>
  );
  if (!parts)
    return (
      <section className={layout.page} aria-labelledby={titleId}>
        {heading}
        <ScreenStopped />
      </section>
    );
  const { add, form, removal, body } = parts;
  return (
    <section className={layout.page} aria-labelledby={titleId}>
      <title>{t`${title} · Hub Admin`}</title>
      <div className={layout.header}>
        {heading}
        {add}
      </div>
      {body}
      {form && (
        <Modal open={form.open} title={form.title} onClose={form.onClose}>
          {form.content}
        </Modal>
      )}
      <DeleteDialog {...removal} />
    </section>
  );
}
