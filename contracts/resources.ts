import * as v from 'valibot';
import { pagedResponse } from './paging';

/**
 * Resources of the resources room (spec §3; DECISIONS "Resources room"): `GET /api/resources?category&
 * subcategory&sort=likes|recent&page&limit` → `{ data: { resources }, total }`. The one category tree, used
 * by the room, its results pages and the admin resource form alike.
 */
export const resourceCategories = {
  'Cyber Security': [
    'Authentication & Authorization',
    'Network Security',
    'Vulnerability Management',
    'Security Tools',
    'DevSecOps',
    'Incident Response',
  ],
  'Front-End Development': [
    'UI Libraries & Frameworks',
    'State Management',
    'Component Design',
    'Routing & Navigation',
    'Performance Optimization',
    'Testing',
  ],
  'Back-End Development': [
    'API Development',
    'Authentication',
    'Database Integration',
    'Server Frameworks',
    'DevOps & Deployment',
    'Error Handling & Logging',
    'Caching & Performance',
  ],
} as const;
export type ResourceCategory = keyof typeof resourceCategories;
export const resourceCategoryNames = Object.keys(resourceCategories) as ResourceCategory[];

export function isSubcategoryOf(category: string, subcategory: string): boolean {
  const subcategories: readonly string[] | undefined = resourceCategories[category as ResourceCategory];
  return subcategories?.includes(subcategory) ?? false;
}

export const Resource = v.object({
  id: v.string(),
  title: v.string(),
  /** URL of the icon ('' when none). */
  icon: v.string(),
  category: v.string(),
  subcategory: v.string(),
  /** The material itself (opens in a new tab and counts a view). */
  url: v.string(),
  likes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  views: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Present when the caller is signed in. */
  likedByMe: v.optional(v.boolean()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Resource = v.InferOutput<typeof Resource>;

export const ResourcesPageResponse = pagedResponse('resources', Resource);
export type ResourcesPageResponse = v.InferOutput<typeof ResourcesPageResponse>;
