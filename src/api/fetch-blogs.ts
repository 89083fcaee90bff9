import { type Blog, BlogsPageResponse } from '@contracts/blogs';
import type { Page } from '@contracts/paging';
import { call, http } from './http';

/** GET /api/blogs?page&limit: one page of the blog posts, newest first, and the total. */
export async function fetchBlogs({ page, limit }: { page: number; limit: number }): Promise<Page<Blog>> {
  const body = await call(() => http.get('blogs', { searchParams: { page, limit } }), BlogsPageResponse);
  return { items: body.data.blogs, total: body.total };
}
