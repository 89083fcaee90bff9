import { createFileRoute } from '@tanstack/react-router';
import { AdminBlogsView } from '@/screens/admin/admin-blogs/admin-blogs.view';

export const Route = createFileRoute('/_admin/Admin-blogs')({
  component: AdminBlogsView,
});
