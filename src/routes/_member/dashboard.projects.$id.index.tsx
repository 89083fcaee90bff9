import { createFileRoute } from '@tanstack/react-router';
import { ProjectViewView } from '@/screens/member/project-view/project-view.view';

export const Route = createFileRoute('/_member/dashboard/projects/$id/')({
  component: ProjectViewRoute,
});

function ProjectViewRoute() {
  const { id } = Route.useParams();
  return <ProjectViewView key={id} id={id} />;
}
