import { createFileRoute } from '@tanstack/react-router';
import { HomeView } from '@/screens/public/home/home.view';

export const Route = createFileRoute('/_public/')({
  component: HomeView,
});
