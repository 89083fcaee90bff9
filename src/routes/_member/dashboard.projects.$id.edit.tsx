import { createFileRoute } from '@tanstack/react-router';
import { MemberProjectFormView } from '@/screens/member/member-project-form/member-project-form.view';

export const Route = createFileRoute('/_member/dashboard/projects/$id/edit')({
  component: ProjectEditRoute,
});

function ProjectEditRoute() {
  const { id } = Route.useParams();
  return <MemberProjectFormView key={id} id={id} />;
}
