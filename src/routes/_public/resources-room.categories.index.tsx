import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '@/features/resources-room/categories-page';
import { RoomLayout } from '@/features/resources-room/room-nav';

export const Route = createFileRoute('/_public/resources-room/categories/')({
  component: () => (
    <RoomLayout>
      <CategoriesPage />
    </RoomLayout>
  ),
});
