import { createFileRoute } from '@tanstack/react-router';
import { MemberProjectFormView } from '@/screens/member/member-project-form/member-project-form.view';

export const Route = createFileRoute('/_member/dashboard/projects/new')({
  component: NewProjectRoute,
});

function NewProjectRoute() {
  return <MemberProjectFormView />;
}
