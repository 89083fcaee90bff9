import * as v from 'valibot';
import { pagedResponse } from './paging';
import { requiredLine } from './text-fields';
import { defineTexts } from './texts';

/**
 * Resources of the resources room: `GET /api/resources?category&
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

export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_URL_MAX = 2_000;
/** `?sort=`: most liked first, or newest first (the default). */
export const resourceSorts = ['likes', 'recent'] as const;
export type ResourceSort = (typeof resourceSorts)[number];

export const resourceMessages = defineTexts('resources', {
  titleRequired: 'Resource title is required',
  titleTooLong: 'The title is at most 200 characters.',
  categoryInvalid: 'Please choose a category',
  subcategoryInvalid: 'Please choose a subcategory of the chosen category',
  urlInvalid: 'Please enter a valid URL (http or https)',
  sortInvalid: 'sort must be likes or recent',
  filterTooLong: 'category and subcategory are at most 200 characters',
  likedInvalid: 'liked must be me',
  fetchFailed: 'Failed to fetch resources',
  notFound: 'Resource not found',
  // The spec's text, letter for letter.
  noResults: 'No resources found for this subcategory.',
});

/**
 * `GET /api/resources` filters (beside `?page&limit`): category and subcategory combine; a value outside the
 * tree matches nothing (an empty list, never an error); `liked=me` keeps the caller's liked ones.
 */
export const ResourcesQuery = v.object({
  category: v.optional(v.pipe(v.string(), v.maxLength(200, resourceMessages.filterTooLong))),
  subcategory: v.optional(v.pipe(v.string(), v.maxLength(200, resourceMessages.filterTooLong))),
  sort: v.optional(v.picklist(resourceSorts, resourceMessages.sortInvalid), 'recent'),
  /** `liked=me`: only the resources the caller liked (needs a session; the member's /dashboard/resources). */
  liked: v.optional(v.literal('me', resourceMessages.likedInvalid)),
});
export type ResourcesQuery = v.InferOutput<typeof ResourcesQuery>;

export const ResourceResponse = v.object({ data: v.object({ resource: Resource }) });
export type ResourceResponse = v.InferOutput<typeof ResourceResponse>;

/** `POST /api/resources/:id/like` (no body): the member's like toggled; the new count and state. */
export const ResourceLikeResponse = v.object({
  data: v.object({ likes: v.pipe(v.number(), v.integer(), v.minValue(0)), liked: v.boolean() }),
});
export type ResourceLikeResponse = v.InferOutput<typeof ResourceLikeResponse>;

/** `POST /api/resources/:id/view` (no body): the count, and whether this view was counted (once an hour). */
export const ResourceViewResponse = v.object({
  data: v.object({ views: v.pipe(v.number(), v.integer(), v.minValue(0)), counted: v.boolean() }),
});
export type ResourceViewResponse = v.InferOutput<typeof ResourceViewResponse>;

/**
 * The text fields of the admin resource form (the icon file travels beside them in the multipart body):
 * category and subcategory must be a pair of the one tree.
 */
export const ResourceFields = v.pipe(
  v.object({
    title: requiredLine(RESOURCE_TITLE_MAX, {
      required: resourceMessages.titleRequired,
      tooLong: resourceMessages.titleTooLong,
    }),
    category: v.picklist(resourceCategoryNames, resourceMessages.categoryInvalid),
    subcategory: v.string(resourceMessages.subcategoryInvalid),
    url: v.pipe(
      v.string(resourceMessages.urlInvalid),
      v.trim(),
      v.maxLength(RESOURCE_URL_MAX, resourceMessages.urlInvalid),
      v.url(resourceMessages.urlInvalid),
      v.regex(/^https?:\/\//i, resourceMessages.urlInvalid),
    ),
  }),
  v.forward(
    v.check(
      (fields) => isSubcategoryOf(fields.category, fields.subcategory),
      resourceMessages.subcategoryInvalid,
    ),
    ['subcategory'],
  ),
);
export type ResourceFields = v.InferOutput<typeof ResourceFields>;
