import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, type LoginSearch } from '@/features/auth/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    ...(search.verified !== undefined && { verified: String(search.verified) === '1' }),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { signIn } = Route.useRouteContext();
  return <LoginPage signIn={signIn} search={Route.useSearch()} />;
}
