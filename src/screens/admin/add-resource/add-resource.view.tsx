import { type Resource, resourceMessages } from '@contracts/resources';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { useAccountEmail } from '@/session/account-email';
import * as css from '@/shared/admin/admin-page.css';
import { type AddResourceLogic, addResourceLogic } from './add-resource.logic';
import { focusFirstResourceError, ResourceForm } from './resource-form';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /add-resource (and, with `?id=`, the edit of that resource): the form as a page of its own. One screen
 * machine (add-resource.machine.ts) opens the form or says the resource could not be read, and goes back to
 * /resources once the form is saved or cancelled; this view reads and sends.
 */
export function AddResourceView({
  resource,
  missing = false,
  logic = addResourceLogic,
  account,
}: {
  resource?: Resource | undefined;
  /** The resource to edit could not be read (gone, or a bad id). */
  missing?: boolean;
  logic?: AddResourceLogic;
  /** The signed-in account's e-mail, whose drafts the form keeps: the session's unless a test names one. */
  account?: string | undefined;
}) {
  const sessionAccount = useAccountEmail();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [snapshot] = useActor(
    logic.provide({
      actions: {
        backToResources: () => void navigate({ to: '/resources' }),
        focusFirstError: focusFirstResourceError,
      },
    }),
    { input: { resource, missing, account: account ?? sessionAccount }, inspect },
  );
  const parts = useScreenParts(snapshot.children, ['resourceForm']);

  if (snapshot.matches('missing')) return <AddResourceLoadError />;
  if (snapshot.matches('left')) return null;
  const title = resource ? t`Edit resource` : t`Add new resource`;
  return (
    <section className={css.page} aria-labelledby="add-resource-title">
      {parts && <title>{t`${title} · Hub Admin`}</title>}
      <h1 id="add-resource-title" className={css.title}>
        {title}
      </h1>
      {parts ? (
        <div className={css.formPanel}>
          <ResourceForm
            snapshot={parts.snapshots.resourceForm}
            send={(event) => parts.refs.resourceForm.send(event)}
          />
        </div>
      ) : (
        <ScreenStopped />
      )}
    </section>
  );
}

/** The edit of a resource that could not be read (gone, or a bad id): say so, and back to the table. */
function AddResourceLoadError() {
  const text = useSourceText();
  return (
    <Banner
      tone="error"
      action={
        <Link to="/resources" className={button({ tone: 'primary', size: 'sm' })}>
          <Trans>Back to resources</Trans>
        </Link>
      }
    >
      {text(resourceMessages.notFound)}
    </Banner>
  );
}
