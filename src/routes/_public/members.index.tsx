import { MEMBERS_PAGE_SIZE } from '@contracts/members';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderedMembers } from '@/api/fetch-members';
import { MembersView } from '@/screens/public/members/members.view';
import { parseMembersSearch } from '@/screens/public/members/members-search';

export const Route = createFileRoute('/_public/members/')({
  validateSearch: parseMembersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const { page } = Route.useSearch();
  return <MembersView page={page} initial={prerenderedMembers({ page, limit: MEMBERS_PAGE_SIZE })} />;
}
