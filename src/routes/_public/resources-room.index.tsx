import { createFileRoute } from '@tanstack/react-router';
import { ResourcesRoomHomeView } from '@/screens/public/resources-room-home/resources-room-home.view';
import { RoomLayout } from '@/shared/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/')({
  component: () => (
    <RoomLayout>
      <ResourcesRoomHomeView />
    </RoomLayout>
  ),
});
