import { createFileRoute } from '@tanstack/react-router';
import { HireUsView } from '@/screens/public/hire-us/hire-us.view';

export const Route = createFileRoute('/_public/hire-us')({
  component: HireUsView,
});
