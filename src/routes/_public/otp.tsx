import { createFileRoute } from '@tanstack/react-router';
import { OtpPage } from '@/features/auth/otp-page';

export const Route = createFileRoute('/_public/otp')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context }) => ({ signIn: await context.loadSignIn() }),
  component: OtpRoute,
});

function OtpRoute() {
  const { signIn } = Route.useRouteContext();
  return <OtpPage signIn={signIn} redirect={Route.useSearch().redirect} />;
}
