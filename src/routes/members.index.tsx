import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '@/features/members/members-page';
import { MembersSearch } from '@/features/members/members-search';

export const Route = createFileRoute('/members/')({
  validateSearch: MembersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const { page } = Route.useSearch();
  return <MembersPage page={page} />;
}
