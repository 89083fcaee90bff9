import type { projectDetailLogic } from './project-detail.logic';
import { ProjectFormPage } from './project-form-page';
import { ProjectLoader } from './project-loader';

/** /dashboard/projects/{id}/edit: the project form filled with the stored project once it is fetched. */
export function ProjectEditPage({ id, logic }: { id: string; logic?: typeof projectDetailLogic }) {
  return (
    <ProjectLoader id={id} logic={logic}>
      {(project) => <ProjectFormPage project={project} />}
    </ProjectLoader>
  );
}
