import { createFileRoute } from '@tanstack/react-router';
import { prerenderedMembersPage } from '@/api/fetch-members';
import { MembersView } from '@/screens/public/members/members.view';
import { parseMembersSearch } from '@/screens/public/members/members-search';

export const Route = createFileRoute('/_public/members/')({
  validateSearch: parseMembersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const { page } = Route.useSearch();
  const shown = prerenderedMembersPage(page);
  return <MembersView page={page} initial={shown?.items} initialPage={shown?.page} />;
}
