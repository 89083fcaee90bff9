import { createFileRoute } from '@tanstack/react-router';
import { type LoginSearch, LoginView } from '@/screens/auth/login/login.view';

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
  const search = Route.useSearch();
  // A new ?redirect= is a new form (the form hands it to the sign-in with each submit).
  return <LoginView key={search.redirect} signIn={signIn} search={search} />;
}
