import { type Resource, resourceMessages } from '@contracts/resources';
import { Link, Navigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/admin/admin-page.css';
import { type AdminResourcesLogic, adminResourcesLogic } from './admin-resources.logic';
import { focusFirstResourceError, ResourceForm } from './resource-form';

/**
 * /add-resource (and, with `?id=`, the edit of that resource): the form as a page of its own. Saved or
 * cancelled, back to /resources, whose table shows what the server stored.
 */
export function AddResourcePage({
  resource,
  missing = false,
  logic = adminResourcesLogic,
}: {
  resource?: Resource | undefined;
  /** The resource to edit could not be read (gone, or a bad id). */
  missing?: boolean;
  logic?: AdminResourcesLogic;
}) {
  if (missing) return <AddResourceLoadError />;
  return <ResourceFormPage resource={resource} logic={logic} />;
}

function ResourceFormPage({
  resource,
  logic,
}: {
  resource: Resource | undefined;
  logic: AdminResourcesLogic;
}) {
  const [snapshot, send] = useActor(
    logic.form.provide({ actions: { focusFirstError: focusFirstResourceError } }),
    {
      input: { item: resource, open: true },
      inspect,
    },
  );
  if (snapshot.matches('closed')) return <Navigate to="/resources" />;
  const title = resource ? 'Edit resource' : 'Add new resource';
  return (
    <section className={css.page} aria-labelledby="add-resource-title">
      <title>{`${title} · Hub Admin`}</title>
      <h1 id="add-resource-title" className={css.title}>
        {title}
      </h1>
      <div className={css.formPanel}>
        <ResourceForm snapshot={snapshot} send={send} />
      </div>
    </section>
  );
}

/** The edit of a resource that could not be read (gone, or a bad id): say so, and back to the table. */
function AddResourceLoadError() {
  return (
    <Banner
      tone="error"
      action={
        <Link to="/resources" className={button({ tone: 'primary', size: 'sm' })}>
          Back to resources
        </Link>
      }
    >
      {resourceMessages.notFound}
    </Banner>
  );
}
