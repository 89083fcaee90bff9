import type { Project } from '@contracts/projects';
import { afterEach, beforeEach, vi } from 'vitest';
import { publishedProjects } from '../fixtures/published-projects';
import { routeFetch } from './route-fetch';

/** The seven published projects as `GET /api/projects` answers them. */
export const publishedProjectRows: Project[] = publishedProjects.map((card, index) => ({
  id: card.id,
  title: card.title,
  description: card.description,
  owner: card.owner,
  ownerRole: card.ownerRole,
  ownerImage: card.ownerAvatar,
  image: card.image,
  link: card.link,
  status: 'active',
  progress: 50,
  rejectionReason: null,
  ownerId: null,
  createdAt: new Date(Date.UTC(2026, 0, 20 - index)).toISOString(),
}));

/**
 * For view tests that render /projects in jsdom: `GET /api/projects` answers the published seed projects
 * (every other request fails, so a test never reaches a server by accident).
 */
export function answerPublishedProjects(): void {
  beforeEach(() =>
    routeFetch((request) => {
      if (new URL(request.url).pathname !== '/api/projects') return new Response('{}', { status: 404 });
      return Response.json({ data: { projects: publishedProjectRows }, total: publishedProjectRows.length });
    }),
  );
  afterEach(() => vi.unstubAllGlobals());
}
