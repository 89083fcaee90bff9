import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '@/features/resources-room/categories-page';

export const Route = createFileRoute('/_public/resources-room/categories/')({
  component: CategoriesPage,
});
