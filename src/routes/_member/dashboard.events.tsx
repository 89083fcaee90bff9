import { createFileRoute } from '@tanstack/react-router';
import { HubEventsView } from '@/screens/member/hub-events/hub-events.view';

export const Route = createFileRoute('/_member/dashboard/events')({
  component: HubEventsView,
});
