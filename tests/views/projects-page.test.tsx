import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROW_PATTERN, projectRows } from '@/content/projects';
import { publishedProjects } from '../fixtures/published-projects';
import { answerPublishedProjects, publishedProjectRows } from '../support/published-projects-api';
import { renderApp } from '../support/render-app';
import { routeFetch } from '../support/route-fetch';

describe('/projects', () => {
  answerPublishedProjects();

  it('shows the hero, two cards and the featured card, the carousel and all seven projects', async () => {
    await renderApp('/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Explore our Projects' })).toBeTruthy();

    const featured = screen.getByRole('region', { name: 'Featured Projects' });
    const cards = within(featured).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      publishedProjects.slice(0, 3).map((project) => project.title),
    );
    expect(
      within(cards[2]!)
        .getByRole('link', { name: /^View more/ })
        .getAttribute('href'),
    ).toBe(publishedProjects[2]!.link);
    expect(within(cards[0]!).queryByRole('link')).toBeNull();

    expect(screen.getByRole('region', { name: 'Project highlights' })).toBeTruthy();

    const all = screen.getByRole('region', { name: 'All Projects' });
    const titles = within(all)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(publishedProjects.map((project) => project.title));
    expect(publishedProjects).toHaveLength(7);

    // Every illustration is sized and lazy (the hero's is the one image loaded at once).
    for (const image of all.querySelectorAll('img')) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it.each([['View Projects'], ['Explore all projects']])(
    "'%s' moves the focus to the 'All Projects' list",
    async (name) => {
      const { user } = await renderApp('/projects');
      await user.click(screen.getByRole('button', { name }));
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'All Projects' }));
    },
  );
});

describe('/projects when the projects cannot be read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says so in the page's language, and Try again reads them again", async () => {
    let answer = () => Response.json({ message: 'down' }, { status: 500 });
    routeFetch(() => answer());
    const { user } = await renderApp('/fr/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projets' })).toBeTruthy();
    expect(screen.getByText('Impossible de récupérer les projets')).toBeTruthy();

    answer = () =>
      Response.json({ data: { projects: publishedProjectRows }, total: publishedProjectRows.length });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    const all = await screen.findByRole('region', { name: 'Tous les projets' });
    expect(within(all).getAllByRole('article')).toHaveLength(publishedProjectRows.length);
  });
});

describe('project rows', () => {
  it('repeats rows of 2, 3, 3, 2', () => {
    expect(PROJECT_ROW_PATTERN).toEqual([2, 3, 3, 2]);
    const numbers = Array.from({ length: 13 }, (_, index) => index);
    expect(projectRows(numbers).map((row) => [row.slots, row.items])).toEqual([
      [2, [0, 1]],
      [3, [2, 3, 4]],
      [3, [5, 6, 7]],
      [2, [8, 9]],
      [2, [10, 11]],
      [3, [12]],
    ]);
  });

  it('puts the seven sample projects in rows of 2, 3 and (a short) 3', () => {
    expect(projectRows(publishedProjects).map((row) => [row.slots, row.items.length])).toEqual([
      [2, 2],
      [3, 3],
      [3, 2],
    ]);
    expect(projectRows([])).toEqual([]);
  });
});
