import { createFileRoute } from '@tanstack/react-router';
import { AdminMembersPage } from '@/features/admin/members/admin-members-page';

export const Route = createFileRoute('/_admin/Admin-members')({
  component: AdminMembersPage,
});
