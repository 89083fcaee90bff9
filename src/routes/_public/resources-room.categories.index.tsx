import { createFileRoute } from '@tanstack/react-router';
import { ResourcesRoomCategoriesView } from '@/screens/public/resources-room-categories/resources-room-categories.view';
import { RoomLayout } from '@/shared/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/categories/')({
  component: () => (
    <RoomLayout>
      <ResourcesRoomCategoriesView />
    </RoomLayout>
  ),
});
