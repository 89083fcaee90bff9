import { createFileRoute } from '@tanstack/react-router';
import { AllResourcesPage } from '@/features/resources-room/all-resources-page';

export const Route = createFileRoute('/_public/resources-room/all-resources')({
  component: () => <AllResourcesPage />,
});
