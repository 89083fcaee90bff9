import * as v from 'valibot';
import { pagedResponse } from './paging';
import { requiredLine, requiredText } from './text-fields';
import { defineTexts } from './texts';

/**
 * Blog posts (`/Admin-blogs` feeds the public `/blog` under its category buttons):
 * `GET /api/blogs?category&page&limit` → `{ data: { blogs }, total }`; admin `POST /api/blogs` (multipart:
 * category, title, text, image), `PATCH /api/blogs/:id` (multipart, image optional), `DELETE /api/blogs/:id`.
 */

/** The public /blog page's category buttons, letter for letter. */
export const blogCategories = ['Cyber security', 'Front-end', 'Back End'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** One card of the /blog topic page: a stored post (its image, optional title and text). */
export interface TopicItem {
  id: string;
  image: string;
  imageAlt: string;
  title?: string;
  description: string;
}

/** The cards under one category button of the /blog topic page. */
export interface TopicGroup {
  category: BlogCategory;
  items: readonly TopicItem[];
}

export const BLOG_TITLE_MAX = 200;
export const BLOG_TEXT_MAX = 20_000;

export const blogMessages = defineTexts('blogs', {
  categoryInvalid: 'Please choose a category',
  titleRequired: 'Title is required',
  titleTooLong: 'The title is at most 200 characters.',
  textRequired: 'Text is required',
  textTooLong: 'The text is longer than allowed.',
  notFound: 'Blog post not found',
  fetchFailed: 'Failed to fetch blogs',
  saveFailed: 'Failed to save the blog post',
  deleteFailed: 'Failed to delete the blog post',
});

export const Blog = v.object({
  id: v.string(),
  title: v.string(),
  category: v.string(),
  text: v.string(),
  /** URL of the post's image ('' when none). */
  image: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Blog = v.InferOutput<typeof Blog>;

export const BlogsQuery = v.object({
  category: v.optional(v.picklist(blogCategories, blogMessages.categoryInvalid)),
});

export const BlogsPageResponse = pagedResponse('blogs', Blog);
export type BlogsPageResponse = v.InferOutput<typeof BlogsPageResponse>;

export const BlogResponse = v.object({ data: v.object({ blog: Blog }) });
export type BlogResponse = v.InferOutput<typeof BlogResponse>;

/** The text fields of the blog form (the image travels beside them in the multipart body). */
export const BlogFields = v.object({
  category: v.picklist(blogCategories, blogMessages.categoryInvalid),
  title: requiredLine(BLOG_TITLE_MAX, {
    required: blogMessages.titleRequired,
    tooLong: blogMessages.titleTooLong,
  }),
  text: requiredText(BLOG_TEXT_MAX, {
    required: blogMessages.textRequired,
    tooLong: blogMessages.textTooLong,
  }),
});
export type BlogFields = v.InferOutput<typeof BlogFields>;
