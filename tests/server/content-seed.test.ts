import { blogCategories } from '@contracts/blogs';
import { publishedStatuses } from '@contracts/projects';
import { isSubcategoryOf } from '@contracts/resources';
import { seedDemoData } from '@server/db/seed';
import { sampleProjects } from '@server/db/seed-data/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db, t.clock)).toBe(true);
});
afterAll(() => t.close());

describe('the seeded content, as the public API serves it', () => {
  it('the seven sample projects are published, in the public page’s order, with their own pictures', async () => {
    const res = await send(t, 'GET', '/api/projects');
    expect(res.body.total).toBe(7);
    const list = res.body.data.projects as {
      title: string;
      status: string;
      image: string;
      ownerImage: string;
    }[];
    expect(list.map((project) => project.title)).toEqual(sampleProjects(t.clock.now()).map((p) => p.title));
    for (const project of list) {
      expect(publishedStatuses).toContain(project.status);
      expect(project.image).toMatch(/^\/images\/projects\/[a-z-]+\.svg$/);
      expect(project.ownerImage).toMatch(/^\/images\/members\/[a-z-]+\.svg$/);
    }
  });

  it('the /blog topic items are posts of the three categories, each group in the page’s order', async () => {
    const res = await send(t, 'GET', `/api/blogs?category=${encodeURIComponent('Front-end')}&limit=3`);
    expect(
      res.body.data.blogs.map((blog: { title: string; image: string }) => [blog.title, blog.image]),
    ).toEqual([
      ['Accessible forms', '/images/topics/form.svg'],
      ['State machines for UI', '/images/topics/states.svg'],
      ['', '/images/topics/devices.svg'],
    ]);
    const all = await send(t, 'GET', '/api/blogs');
    expect(all.body.total).toBe(14);
    for (const blog of all.body.data.blogs as { category: string; text: string }[]) {
      expect(blogCategories).toContain(blog.category);
      expect(blog.text).not.toBe('');
    }
  });

  it('the eight sample resources have unique titles, real https URLs and pairs of the tree', async () => {
    const res = await send(t, 'GET', '/api/resources?sort=likes');
    const list = res.body.data.resources as {
      title: string;
      url: string;
      category: string;
      subcategory: string;
      likes: number;
    }[];
    expect(list).toHaveLength(8);
    expect(new Set(list.map((r) => r.title)).size).toBe(8);
    expect(new Set(list.map((r) => r.subcategory)).size).toBeGreaterThanOrEqual(6);
    for (const resource of list) {
      expect(resource.url).toMatch(/^https:\/\/[a-z.]+\//);
      expect(isSubcategoryOf(resource.category, resource.subcategory)).toBe(true);
    }
    expect(list.map((r) => r.likes)).toEqual([...list.map((r) => r.likes)].sort((a, b) => b - a));
  });
});
