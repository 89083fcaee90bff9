import { MEMBERS_PAGE_SIZE } from '@contracts/members';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderedMembers } from '@/api/fetch-members';
import { MembersPage } from '@/features/members/members-page';
import { parseMembersSearch } from '@/features/members/members-search';

export const Route = createFileRoute('/_public/members/')({
  validateSearch: parseMembersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const { page } = Route.useSearch();
  return <MembersPage page={page} initial={prerenderedMembers({ page, limit: MEMBERS_PAGE_SIZE })} />;
}
