import { createFileRoute } from '@tanstack/react-router';
import { ProjectFormPage } from '@/features/member/projects/project-form-page';

export const Route = createFileRoute('/_member/dashboard/projects/new')({
  component: NewProjectRoute,
});

function NewProjectRoute() {
  return <ProjectFormPage />;
}
