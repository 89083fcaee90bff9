import { createFileRoute } from '@tanstack/react-router';
import { SignupView } from '@/screens/auth/signup/signup.view';

export const Route = createFileRoute('/_public/signup')({
  beforeLoad: async ({ context }) => ({ signIn: await context.loadSignIn() }),
  component: SignupRoute,
});

function SignupRoute() {
  const { signIn } = Route.useRouteContext();
  return <SignupView signIn={signIn} />;
}
