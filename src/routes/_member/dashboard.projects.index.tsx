import { createFileRoute } from '@tanstack/react-router';
import { MemberProjectsView } from '@/screens/member/member-projects/member-projects.view';

export const Route = createFileRoute('/_member/dashboard/projects/')({
  component: MemberProjectsView,
});
