import { createFileRoute } from '@tanstack/react-router';
import { HubEventsPage } from '@/features/member/events/hub-events-page';

export const Route = createFileRoute('/_member/dashboard/events')({
  component: HubEventsPage,
});
