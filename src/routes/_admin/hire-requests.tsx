import { createFileRoute } from '@tanstack/react-router';
import { HireRequestsView } from '@/screens/admin/hire-requests/hire-requests.view';

export const Route = createFileRoute('/_admin/hire-requests')({
  component: HireRequestsView,
});
