import { MembersPageResponse } from '@contracts/members';
import { expect, it, vi } from 'vitest';
import { call } from '@/api/http';
import { providePrerenderedData } from '@/api/prerendered-data';
import { appStarted, pageSettled } from '@/lib/page-settled';

// The client's module stands in for ky: what matters here is when a call reaches it.
const reached = vi.fn();
vi.mock('@/api/http-client', () => ({
  call: async () => {
    reached();
    return { data: { members: [] }, totalPages: 0 };
  },
}));

const members = () => call(({ http }) => http.get('members?page=1&limit=6'), MembersPageResponse);

it("a prerendered page's calls wait until the page has settled: it already shows their answers", async () => {
  providePrerenderedData({ 'members?page=1&limit=6': { data: { members: [] }, totalPages: 0 } });
  const answer = members();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reached).not.toHaveBeenCalled();

  appStarted();
  await pageSettled();
  await expect(answer).resolves.toEqual({ data: { members: [] }, totalPages: 0 });
  expect(reached).toHaveBeenCalledTimes(1);
  // Once settled, a call waits for nothing.
  await members();
  expect(reached).toHaveBeenCalledTimes(2);
});
