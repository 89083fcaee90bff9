import { createFileRoute } from '@tanstack/react-router';
import { NotificationsView } from '@/screens/member/notifications/notifications.view';

export const Route = createFileRoute('/_member/notifications')({
  component: NotificationsView,
});
