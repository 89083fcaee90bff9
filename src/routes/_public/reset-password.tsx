import { createFileRoute } from '@tanstack/react-router';
import { routeSearch } from '@/lib/route-search';
import { ResetPasswordView } from '@/screens/auth/reset-password/reset-password.view';

// A token of digits only arrives as a number (numbers are parsed).
const resetPasswordSearch = routeSearch({
  token: (token) => (typeof token === 'string' || typeof token === 'number' ? String(token) : undefined),
});

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: resetPasswordSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordView token={Route.useSearch().token ?? ''} />;
}
