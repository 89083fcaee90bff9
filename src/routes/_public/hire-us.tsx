import { createFileRoute } from '@tanstack/react-router';
import { HireUsPage } from '@/features/inquiry/hire-us-page';

export const Route = createFileRoute('/_public/hire-us')({
  component: HireUsPage,
});
