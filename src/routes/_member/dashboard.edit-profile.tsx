import { createFileRoute } from '@tanstack/react-router';
import { ProfileFormPage } from '@/features/member/profile/profile-form-page';

export const Route = createFileRoute('/_member/dashboard/edit-profile')({
  component: ProfileFormPage,
});
