import { createFileRoute } from '@tanstack/react-router';
import { AllResourcesPage } from '@/features/resources-room/all-resources-page';
import { RoomLayout } from '@/features/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/all-resources')({
  component: () => (
    <RoomLayout>
      <AllResourcesPage />
    </RoomLayout>
  ),
});
