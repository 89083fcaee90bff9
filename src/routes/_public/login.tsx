import { createFileRoute } from '@tanstack/react-router';
import { routeSearch, sameSitePath } from '@/lib/route-search';
import { LoginView } from '@/screens/auth/login/login.view';

const loginSearch = routeSearch({
  redirect: sameSitePath,
  // The verification link's outcome: ?verified=1 arrives as 1 (numbers are parsed), an already validated
  // search carries true; any other value (?verified=0) says the link was bad.
  verified: (verified) =>
    verified === undefined
      ? undefined
      : verified === 1 || verified === '1' || verified === true || verified === 'true',
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: async ({ context }) => ({ signIn: await context.loadSignIn() }),
  component: LoginRoute,
});

function LoginRoute() {
  const { signIn } = Route.useRouteContext();
  const search = Route.useSearch();
  // A new ?redirect= is a new form (the form hands it to the sign-in with each submit).
  return <LoginView key={search.redirect} signIn={signIn} search={search} />;
}
