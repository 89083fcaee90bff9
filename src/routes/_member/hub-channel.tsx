import { createFileRoute } from '@tanstack/react-router';
import { ChannelPage } from '@/features/messaging/channel-page';

export const Route = createFileRoute('/_member/hub-channel')({
  component: ChannelPage,
});
