import { MOST_LIKED_FETCH } from '@machines/resource-room.machine';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderedResources } from '@/api/fetch-resources';
import { MOST_LIKED_FILTERS } from '@/screens/public/resources-room-home/resources-room-home.machine';
import { ResourcesRoomHomeView } from '@/screens/public/resources-room-home/resources-room-home.view';
import { RoomLayout } from '@/shared/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/')({
  component: () => (
    <RoomLayout>
      <ResourcesRoomHomeView
        initial={prerenderedResources({ page: 1, limit: MOST_LIKED_FETCH, ...MOST_LIKED_FILTERS })}
      />
    </RoomLayout>
  ),
});
