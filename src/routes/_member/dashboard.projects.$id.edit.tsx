import { createFileRoute } from '@tanstack/react-router';
import { ProjectEditPage } from '@/features/member/projects/project-edit-page';

export const Route = createFileRoute('/_member/dashboard/projects/$id/edit')({
  component: ProjectEditRoute,
});

function ProjectEditRoute() {
  const { id } = Route.useParams();
  return <ProjectEditPage key={id} id={id} />;
}
