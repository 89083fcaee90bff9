import { resourceCategories } from '@contracts/resources';
import { MOST_LIKED_FETCH, ROOM_PAGE_SIZE } from '@machines/resource-room.machine';

/** One read to load: its row name, a path per request (it may vary), headers, the status every answer has. */
export interface ReadTarget {
  name: string;
  path: () => string;
  headers?: Record<string, string>;
  status: number;
}

const pairs = Object.entries(resourceCategories).flatMap(([category, subcategories]) =>
  subcategories.map((subcategory) => ({ category, subcategory })),
);
const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const pageUpTo = (pages: number) => 1 + Math.floor(Math.random() * pages);
const pagesOf = (rows: number) => Math.max(1, Math.ceil(rows / ROOM_PAGE_SIZE));

/**
 * The reads the resources room sends over `resources` rows spread evenly over the category tree: the room
 * home's most liked list, the grid's pages over the whole list, one pair's pages sorted by likes, a results
 * page (subcategory only, newest first, as the results route asks), and the grid for a signed-in member
 * (`likedByMe`; never copied by the read cache).
 */
export function resourceReadTargets(resources: number, sessionToken: string): ReadTarget[] {
  const gridPages = pagesOf(resources);
  const pairPages = pagesOf(resources / pairs.length);
  const grid = () => `/api/resources?page=${pageUpTo(gridPages)}&limit=${ROOM_PAGE_SIZE}`;
  return [
    {
      name: `GET /api/resources?sort=likes&limit=${MOST_LIKED_FETCH} (room home)`,
      path: () => `/api/resources?sort=likes&limit=${MOST_LIKED_FETCH}`,
      status: 200,
    },
    {
      name: `GET /api/resources?page=1…${gridPages}&limit=${ROOM_PAGE_SIZE} (grid)`,
      path: grid,
      status: 200,
    },
    {
      name: `GET /api/resources?category&subcategory&sort=likes&page=1…${pairPages}`,
      path: () => {
        const { category, subcategory } = any(pairs);
        const filter = `category=${encodeURIComponent(category)}&subcategory=${encodeURIComponent(subcategory)}`;
        return `/api/resources?${filter}&sort=likes&page=${pageUpTo(pairPages)}&limit=${ROOM_PAGE_SIZE}`;
      },
      status: 200,
    },
    {
      name: `GET /api/resources?subcategory&page=1…${pairPages} (results)`,
      path: () =>
        `/api/resources?subcategory=${encodeURIComponent(any(pairs).subcategory)}&page=${pageUpTo(pairPages)}&limit=${ROOM_PAGE_SIZE}`,
      status: 200,
    },
    {
      name: `GET /api/resources?page=1…${gridPages}, signed in (likedByMe, no-store)`,
      path: grid,
      headers: { authorization: `Bearer ${sessionToken}` },
      status: 200,
    },
  ];
}
