import { ROOM_PAGE_SIZE } from '@machines/resource-room.machine';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderedResources } from '@/api/fetch-resources';
import { ResourcesRoomListView } from '@/screens/public/resources-room-list/resources-room-list.view';
import { RoomLayout } from '@/shared/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/all-resources')({
  component: () => (
    <RoomLayout>
      <ResourcesRoomListView list="all" initial={prerenderedResources({ page: 1, limit: ROOM_PAGE_SIZE })} />
    </RoomLayout>
  ),
});
