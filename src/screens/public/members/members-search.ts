import { routeSearch } from '@/lib/route-search';

/**
 * `/members?page=2`: the page is a whole number from 1; anything else in the URL (or none) means page 1
 * (the server clamps pages past the end). No import of the members contract: route search validation is
 * part of the entry chunk, which every page loads.
 */
export const parseMembersSearch = routeSearch({
  page: (page) => (typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : 1),
});
