import { createFileRoute } from '@tanstack/react-router';
import { NotAllowedPage } from '@/shared/auth/not-allowed-page';

export const Route = createFileRoute('/_public/not-allowed')({
  component: () => <NotAllowedPage />,
});
