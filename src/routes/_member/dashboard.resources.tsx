import { createFileRoute } from '@tanstack/react-router';
import { LikedResourcesView } from '@/screens/member/liked-resources/liked-resources.view';

export const Route = createFileRoute('/_member/dashboard/resources')({
  component: LikedResourcesView,
});
