import { createFileRoute } from '@tanstack/react-router';
import { AboutHubView } from '@/screens/public/about-hub/about-hub.view';

export const Route = createFileRoute('/_public/abouthub')({
  component: AboutHubView,
});
