import type { Member } from '@contracts/members';
import type { Page } from '@contracts/paging';
import { builtInMembers } from '@server/db/seed-data/members';
import { useSearch } from '@tanstack/react-router';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MembersNetwork, membersWith } from '@/screens/public/members/members.machine';
import { MembersView } from '@/screens/public/members/members.view';
import { parseMembersSearch } from '@/screens/public/members/members-search';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { renderView } from '../support/render-view';

/**
 * The /members screen through the view, beside its machine's walk (the grid, the collection machine, in
 * tests/machines/collection.test.tsx, which takes every event it accepts): the grid starts at the address's
 * page, with the page the HTML came with, and follows the address.
 */

const allMembers: Member[] = builtInMembers.map(({ sortOrder: _, skills = [], ...member }) => ({
  ...member,
  skills,
}));
const firstOfTwo: Page<Member> = { items: allMembers.slice(0, 6), total: 7 };
const secondOfTwo: Page<Member> = { items: allMembers.slice(6), total: 7 };

/** The route reads ?page= with the same schema; here a bare router stands in for it. */
function Harness({ logic, initial }: { logic: ReturnType<typeof membersWith>; initial?: Page<Member> }) {
  const { page } = parseMembersSearch(useSearch({ strict: false }));
  return <MembersView page={page} initial={initial} logic={logic} />;
}

describe('the /members screen machine', () => {
  let deferred: DeferredActors;

  async function renderScreen(url: string, initial?: Page<Member>) {
    deferred = createDeferredActors(['fetchPage']);
    const logic = membersWith(deferred.actors as unknown as MembersNetwork);
    return renderView(<Harness logic={logic} initial={initial} />, { url });
  }

  it("the grid starts at the address's page", async () => {
    await renderScreen('/members?page=2');
    expect(deferred.inputs.fetchPage).toEqual([{ page: 2, limit: 6 }]);
    expect(screen.getByRole('status').textContent).toBe('Loading members...');
  });

  it('shows the page the HTML came with at once, then follows the address (a page link, Back)', async () => {
    const { user, router } = await renderScreen('/members?page=1', firstOfTwo);
    expect(screen.getByRole('link', { name: allMembers[0]!.name })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstOfTwo }));

    const pager = screen.getByRole('navigation', { name: 'Members pages' });
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: secondOfTwo }));
    expect(screen.getByRole('link', { name: allMembers[6]!.name })).toBeTruthy();

    await act(() => router.history.back());
    expect(router.state.location.search).toEqual({ page: 1 });
    expect(deferred.inputs.fetchPage).toEqual([
      { page: 1, limit: 6 },
      { page: 2, limit: 6 },
      { page: 1, limit: 6 },
    ]);
  });
});
