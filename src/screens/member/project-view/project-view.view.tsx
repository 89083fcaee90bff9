import type { Project } from '@contracts/projects';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/member/member-page.css';
import { ProjectDate, ProjectStatus } from '@/shared/projects/project-columns';
import { type ProjectViewLogic, projectViewLogic } from './project-view.logic';
import { projectOwnerOf } from './project-view.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /dashboard/projects/{id}: one of the member's projects with its status and, if rejected, the reason. One
 * screen machine (project-view.machine.ts), the project's load itself; this view reads it and sends.
 */
export function ProjectViewView({ id, logic = projectViewLogic }: { id: string; logic?: ProjectViewLogic }) {
  const { t } = useLingui();
  const text = useSourceText();
  const [detail, send] = useActor(logic, { input: { id }, inspect });
  return (
    <section className={css.page} aria-label={t`Project`}>
      <title>{t`Project · Hub`}</title>
      <div className={css.header}>
        <Link to="/dashboard/projects" className={button({ tone: 'outline', size: 'sm' })}>
          <Trans>Back to my projects</Trans>
        </Link>
      </div>
      <LoadStatus
        state={loadStateOf(detail)}
        loadingText={t`Loading project...`}
        error={detail.context.error && text(detail.context.error)}
        onRetry={() => send({ type: 'project.retry' })}
      />
      {detail.matches('loaded') && detail.context.project && (
        <ProjectFacts project={detail.context.project} />
      )}
    </section>
  );
}

function ProjectFacts({ project }: { project: Project }) {
  const format = useFormat();
  return (
    <>
      <div className={css.header}>
        <h1 id="project-view-title" className={css.title}>
          {project.title}
        </h1>
        <Link
          to="/dashboard/projects/$id/edit"
          params={{ id: project.id }}
          className={button({ tone: 'primary', size: 'sm' })}
        >
          <Trans>Edit</Trans>
        </Link>
      </div>
      {project.image && <img className={css.picture} src={project.image} alt={project.title} />}
      <dl className={css.facts}>
        <dt className={css.term}>
          <Trans>Status</Trans>
        </dt>
        <dd className={css.definition}>
          <ProjectStatus project={project} />
        </dd>
        <dt className={css.term}>
          <Trans>Progress</Trans>
        </dt>
        <dd className={css.definition}>{format.number(project.progress / 100, { style: 'percent' })}</dd>
        <dt className={css.term}>
          <Trans>Description</Trans>
        </dt>
        <dd className={css.definition}>{project.description}</dd>
        <dt className={css.term}>
          <Trans>Owner</Trans>
        </dt>
        <dd className={css.definition}>{projectOwnerOf(project)}</dd>
        {project.link && (
          <>
            <dt className={css.term}>
              <Trans>Link</Trans>
            </dt>
            <dd className={css.definition}>
              <a href={project.link} target="_blank" rel="noopener noreferrer">
                {project.link}
              </a>
            </dd>
          </>
        )}
        <dt className={css.term}>
          <Trans>Date</Trans>
        </dt>
        <dd className={css.definition}>
          <ProjectDate project={project} />
        </dd>
      </dl>
    </>
  );
}
