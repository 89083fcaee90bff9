import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, type LoginSearch } from '@/features/auth/login-page';

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    // ?verified=1 arrives as 1 (numbers are parsed); an already validated search carries true.
    ...(search.verified !== undefined && { verified: ['1', 'true'].includes(String(search.verified)) }),
  }),
  beforeLoad: async ({ context }) => ({ signIn: await context.loadSignIn() }),
  component: LoginRoute,
});

function LoginRoute() {
  const { signIn } = Route.useRouteContext();
  return <LoginPage signIn={signIn} search={Route.useSearch()} />;
}
