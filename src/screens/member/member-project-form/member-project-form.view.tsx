import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { useAccountEmail } from '@/session/account-email';
import * as css from '@/shared/member/member-page.css';
import { focusFirstProjectError, ProjectForm } from '@/shared/projects/project-form';
import { type MemberProjectFormLogic, memberProjectFormLogic } from './member-project-form.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * The member's project form on a page of its own ('Add new project', or 'Edit project' filled with the
 * stored one once it is fetched). One screen machine (member-project-form.machine.ts) loads the project,
 * opens the form and goes back to /dashboard/projects when it closes; this view reads its children and sends.
 */
export function MemberProjectFormView({
  id,
  logic = memberProjectFormLogic,
  account,
}: {
  /** The project to edit; none adds one. */
  id?: string;
  logic?: MemberProjectFormLogic;
  /** The signed-in account's e-mail, whose drafts the form keeps: the session's unless a test names one. */
  account?: string | undefined;
}) {
  const { t } = useLingui();
  const sessionAccount = useAccountEmail();
  const text = useSourceText();
  const navigate = useNavigate();
  const [snapshot] = useActor(
    logic.provide({
      actions: {
        openProjects: () => navigate({ to: '/dashboard/projects' }),
        focusFirstError: focusFirstProjectError,
      },
    }),
    { input: { id, account: account ?? sessionAccount }, inspect },
  );
  // The detail runs only for an edit (it reads the project first); the form always.
  const { projectDetail } = snapshot.children;
  const detail = useSelector(projectDetail, (child) => child);
  const parts = useScreenParts(snapshot.children, ['projectForm']);

  if (!parts) return <ScreenStopped />;
  const { projectForm } = parts.refs;
  const form = parts.snapshots.projectForm;
  if (detail && !detail.matches('loaded'))
    return (
      <LoadStatus
        state={loadStateOf(detail)}
        loadingText={t`Loading project...`}
        error={detail.context.error && text(detail.context.error)}
        onRetry={() => projectDetail?.send({ type: 'project.retry' })}
      />
    );
  if (form.matches('closed')) return null;
  const editing = Boolean(form.context.item);
  const heading = editing ? t`Edit project` : t`Add new project`;
  return (
    <section className={css.page} aria-labelledby="project-form-title">
      <title>{editing ? t`Edit project · Hub` : t`Add new project · Hub`}</title>
      <h1 id="project-form-title" className={css.title}>
        {heading}
      </h1>
      <ProjectForm snapshot={form} send={(event) => projectForm.send(event)} />
    </section>
  );
}
