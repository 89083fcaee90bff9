import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordView } from '@/screens/auth/forgot-password/forgot-password.view';

export const Route = createFileRoute('/_public/forgot-password')({
  component: () => <ForgotPasswordView />,
});
