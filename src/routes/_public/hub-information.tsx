import { createFileRoute } from '@tanstack/react-router';
import { HubInformationPage } from '@/features/info/hub-information-page';

export const Route = createFileRoute('/_public/hub-information')({
  component: HubInformationPage,
});
