import { createFileRoute } from '@tanstack/react-router';
import { prerenderedMember } from '@/api/fetch-member';
import { MemberDetailView } from '@/screens/public/member-detail/member-detail.view';

export const Route = createFileRoute('/_public/members/$id')({
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { id } = Route.useParams();
  return <MemberDetailView key={id} id={id} initial={prerenderedMember(id)} />;
}
