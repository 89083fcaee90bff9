import { type Blog, BlogsPageResponse } from '@contracts/blogs';
import type { Page } from '@contracts/paging';
import { call } from './http';
import { prerenderedAnswer } from './prerendered-data';

/** The API path of one page of the posts (also the key of its prerendered answer). */
export const blogsApiPath = ({ page, limit }: { page: number; limit: number }) =>
  `blogs?page=${page}&limit=${limit}`;

const pageOf = (body: BlogsPageResponse): Page<Blog> => ({ items: body.data.blogs, total: body.total });

/** GET /api/blogs?page&limit: one page of the blog posts, newest first, and the total. */
export async function fetchBlogs({ page, limit }: { page: number; limit: number }): Promise<Page<Blog>> {
  return pageOf(await call(({ http }) => http.get(blogsApiPath({ page, limit })), BlogsPageResponse));
}

/** The same page as the prerendered HTML carries it, if it does. */
export function prerenderedBlogs(request: { page: number; limit: number }): Page<Blog> | undefined {
  const body = prerenderedAnswer(blogsApiPath(request), BlogsPageResponse);
  return body && pageOf(body);
}
