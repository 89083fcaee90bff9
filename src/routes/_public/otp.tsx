import { createFileRoute } from '@tanstack/react-router';
import { OtpView } from '@/screens/auth/otp/otp.view';

export const Route = createFileRoute('/_public/otp')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context }) => ({ signIn: await context.loadSignIn() }),
  component: OtpRoute,
});

function OtpRoute() {
  const { signIn } = Route.useRouteContext();
  const { redirect } = Route.useSearch();
  // A new ?redirect= is a new form (the form hands it to the sign-in with each submit).
  return <OtpView key={redirect} signIn={signIn} redirect={redirect} />;
}
