import type { Project } from '@contracts/projects';
import { Navigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/member/member-page.css';
import { focusFirstProjectError, ProjectForm } from '@/shared/projects/project-form';
import { projectFormLogic } from '@/shared/projects/project-form.logic';

/**
 * The member's project form on a page of its own ('Add new project', or 'Edit project' filled with the
 * stored one): the admin dialog's machine, open from the start. Saved or cancelled, it goes back to
 * /dashboard/projects, where the project shows with its status (`review` until an administrator publishes it).
 */
export function ProjectFormPage({
  project,
  logic = projectFormLogic,
}: {
  project?: Project;
  logic?: typeof projectFormLogic;
}) {
  const [snapshot, send] = useActor(logic.provide({ actions: { focusFirstError: focusFirstProjectError } }), {
    input: { item: project, open: true },
    inspect,
  });
  if (snapshot.matches('closed')) return <Navigate to="/dashboard/projects" />;
  const heading = project ? 'Edit project' : 'Add new project';
  return (
    <section className={css.page} aria-labelledby="project-form-title">
      <title>{`${heading} · Hub`}</title>
      <h1 id="project-form-title" className={css.title}>
        {heading}
      </h1>
      <ProjectForm snapshot={snapshot} send={send} />
    </section>
  );
}
