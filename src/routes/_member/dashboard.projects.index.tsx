import { createFileRoute } from '@tanstack/react-router';
import { MemberProjectsPage } from '@/features/member/projects/member-projects-page';

export const Route = createFileRoute('/_member/dashboard/projects/')({
  component: MemberProjectsPage,
});
