import { createFileRoute } from '@tanstack/react-router';
import { RoomHomePage } from '@/features/resources-room/room-home-page';

export const Route = createFileRoute('/_public/resources-room/')({
  component: () => <RoomHomePage />,
});
