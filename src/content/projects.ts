import type { Project } from '@contracts/projects';

/** A project card as /projects shows it; the projects themselves are rows of the database. */
export interface ProjectCard {
  id: string;
  title: string;
  description: string;
  owner: string;
  ownerRole: string;
  ownerAvatar: string;
  image: string;
  link: string;
}

/** Project cards are 280 px; the carousel is 350 px on wide screens and 300 px on narrow ones. */
export const PROJECT_CARD_SIZE = 280;
export const CAROUSEL_SIZE_WIDE = 350;
export const CAROUSEL_SIZE_NARROW = 300;

/** The projects banner claims 30+ projects. */
export const PROJECTS_CLAIM = '30+ Projects';

/** The 'All Projects' rows hold 2, 3, 3, 2 cards, repeating. */
export const PROJECT_ROW_PATTERN = [2, 3, 3, 2] as const;

export function projectRows<T>(
  items: readonly T[],
  pattern: readonly number[] = PROJECT_ROW_PATTERN,
): { slots: number; items: T[] }[] {
  const rows: { slots: number; items: T[] }[] = [];
  let start = 0;
  for (let row = 0; start < items.length; row += 1) {
    const slots = pattern[row % pattern.length]!;
    rows.push({ slots, items: items.slice(start, start + slots) });
    start += slots;
  }
  return rows;
}

/** The card of a published project (`GET /api/projects`). */
export function toProjectCard(project: Project): ProjectCard {
  const { id, title, description, owner, ownerRole, ownerImage, image, link } = project;
  return { id, title, description, owner, ownerRole, ownerAvatar: ownerImage, image, link };
}
