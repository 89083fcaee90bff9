import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/member/notifications/notifications-page';

export const Route = createFileRoute('/_member/notifications')({
  component: NotificationsPage,
});
