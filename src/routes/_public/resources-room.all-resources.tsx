import { ROOM_PAGE_SIZE } from '@machines/resource-room.machine';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderedResources } from '@/api/fetch-resources';
import { AllResourcesPage } from '@/features/resources-room/all-resources-page';
import { RoomLayout } from '@/features/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/all-resources')({
  component: () => (
    <RoomLayout>
      <AllResourcesPage initial={prerenderedResources({ page: 1, limit: ROOM_PAGE_SIZE })} />
    </RoomLayout>
  ),
});
