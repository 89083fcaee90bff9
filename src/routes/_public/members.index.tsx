import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '@/features/members/members-page';
import { parseMembersSearch } from '@/features/members/members-search';

export const Route = createFileRoute('/_public/members/')({
  validateSearch: parseMembersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const { page } = Route.useSearch();
  return <MembersPage page={page} />;
}
