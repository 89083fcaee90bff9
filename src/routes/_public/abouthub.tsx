import { createFileRoute } from '@tanstack/react-router';
import { AboutHubPage } from '@/features/info/about-hub-page';

export const Route = createFileRoute('/_public/abouthub')({
  component: AboutHubPage,
});
