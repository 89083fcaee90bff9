import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '@/features/auth/signup-page';

export const Route = createFileRoute('/_public/signup')({
  beforeLoad: async ({ context }) => ({ signIn: await context.loadSignIn() }),
  component: SignupRoute,
});

function SignupRoute() {
  const { signIn } = Route.useRouteContext();
  return <SignupPage signIn={signIn} />;
}
