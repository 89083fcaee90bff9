import { createFileRoute } from '@tanstack/react-router';
import { AdminResourcesView } from '@/screens/admin/admin-resources/admin-resources.view';

export const Route = createFileRoute('/_admin/resources')({
  component: () => <AdminResourcesView />,
});
