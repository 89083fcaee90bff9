import { createFileRoute } from '@tanstack/react-router';
import { ProjectViewPage } from '@/features/member/projects/project-view-page';

export const Route = createFileRoute('/_member/dashboard/projects/$id/')({
  component: ProjectViewRoute,
});

function ProjectViewRoute() {
  const { id } = Route.useParams();
  return <ProjectViewPage key={id} id={id} />;
}
