import { createFileRoute } from '@tanstack/react-router';
import { RoomHomePage } from '@/features/resources-room/room-home-page';
import { RoomLayout } from '@/features/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/')({
  component: () => (
    <RoomLayout>
      <RoomHomePage />
    </RoomLayout>
  ),
});
