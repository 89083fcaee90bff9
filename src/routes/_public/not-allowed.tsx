import { createFileRoute } from '@tanstack/react-router';
import { NotAllowedPage } from '@/features/auth/not-allowed-page';

export const Route = createFileRoute('/_public/not-allowed')({
  component: () => <NotAllowedPage />,
});
