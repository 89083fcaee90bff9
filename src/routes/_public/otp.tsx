import { createFileRoute } from '@tanstack/react-router';
import { routeSearch, sameSitePath } from '@/lib/route-search';
import { OtpView } from '@/screens/auth/otp/otp.view';

const otpSearch = routeSearch({ redirect: sameSitePath });

export const Route = createFileRoute('/_public/otp')({
  validateSearch: otpSearch,
  beforeLoad: async ({ context }) => ({ signIn: await context.loadSignIn() }),
  component: OtpRoute,
});

function OtpRoute() {
  const { signIn } = Route.useRouteContext();
  const { redirect } = Route.useSearch();
  // A new ?redirect= is a new form (the form hands it to the sign-in with each submit).
  return <OtpView key={redirect} signIn={signIn} redirect={redirect} />;
}
