import { createFileRoute } from '@tanstack/react-router';
import { HubInformationView } from '@/screens/public/hub-information/hub-information.view';

export const Route = createFileRoute('/_public/hub-information')({
  component: HubInformationView,
});
