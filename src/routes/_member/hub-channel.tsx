import { createFileRoute } from '@tanstack/react-router';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';

export const Route = createFileRoute('/_member/hub-channel')({
  component: HubChannelView,
});
