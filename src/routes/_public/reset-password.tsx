import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordView } from '@/screens/auth/reset-password/reset-password.view';

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' || typeof search.token === 'number'
      ? { token: String(search.token) }
      : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordView token={Route.useSearch().token ?? ''} />;
}
