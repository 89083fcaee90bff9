import { createFileRoute } from '@tanstack/react-router';
import { EditProfileView } from '@/screens/member/edit-profile/edit-profile.view';

export const Route = createFileRoute('/_member/dashboard/edit-profile')({
  component: EditProfileView,
});
