import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RoomLayout } from '@/features/resources-room/room-nav';

/** The resources room (public): its own navigation above each of its pages. */
export const Route = createFileRoute('/_public/resources-room')({
  component: ResourcesRoomLayout,
});

function ResourcesRoomLayout() {
  return (
    <RoomLayout>
      <Outlet />
    </RoomLayout>
  );
}
