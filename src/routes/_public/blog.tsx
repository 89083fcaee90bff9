import { createFileRoute } from '@tanstack/react-router';
import { BlogView } from '@/screens/public/blog/blog.view';

export const Route = createFileRoute('/_public/blog')({
  component: () => <BlogView />,
});
