import { createFileRoute } from '@tanstack/react-router';
import { AdminResourcesPage } from '@/features/admin/resources/admin-resources-page';

export const Route = createFileRoute('/_admin/resources')({
  component: () => <AdminResourcesPage />,
});
