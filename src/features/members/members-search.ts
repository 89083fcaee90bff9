import * as v from 'valibot';
import { MEMBERS_MAX_PAGE } from '@/api/contracts/members';

/** `/members?page=2`: the page is a whole number from 1; anything else in the URL means page 1. */
export const MembersSearch = v.object({
  page: v.optional(
    v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MEMBERS_MAX_PAGE)), 1),
    1,
  ),
});
export type MembersSearch = v.InferOutput<typeof MembersSearch>;
