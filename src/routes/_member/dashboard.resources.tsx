import { createFileRoute } from '@tanstack/react-router';
import { LikedResourcesPage } from '@/features/member/resources/liked-resources-page';

export const Route = createFileRoute('/_member/dashboard/resources')({
  component: LikedResourcesPage,
});
