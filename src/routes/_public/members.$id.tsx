import { createFileRoute } from '@tanstack/react-router';
import { prerenderedMember } from '@/api/fetch-member';
import { MemberDetailPage } from '@/features/members/member-detail-page';

export const Route = createFileRoute('/_public/members/$id')({
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { id } = Route.useParams();
  return <MemberDetailPage key={id} id={id} initial={prerenderedMember(id)} />;
}
