import { createFileRoute } from '@tanstack/react-router';
import { AdminBlogsPage } from '@/features/admin/blogs/admin-blogs-page';

export const Route = createFileRoute('/_admin/Admin-blogs')({
  component: AdminBlogsPage,
});
