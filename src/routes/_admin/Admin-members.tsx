import { createFileRoute } from '@tanstack/react-router';
import { AdminMembersView } from '@/screens/admin/admin-members/admin-members.view';

export const Route = createFileRoute('/_admin/Admin-members')({
  component: AdminMembersView,
});
