import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPrerenderedData, prerenderedAnswer, providePrerenderedData } from '@/api/prerendered-data';
import { appStarted, pageSettled } from '@/lib/page-settled';
import { projectsMachine } from '@/screens/public/projects/projects.machine';
import { ProjectsView } from '@/screens/public/projects/projects.view';
import { publishedProjects } from '../fixtures/published-projects';
import { acceptedEventTypes } from '../support/model-paths';
import { renderView } from '../support/render-view';

/**
 * The /projects screen machine's own rules, through the view (its carousel is walked in
 * tests/machines/carousel.test.tsx): both "go to the list" buttons reveal 'All Projects', and a list that
 * came with the prerendered HTML is read again once the page has settled. The last test fails when the
 * screen accepts an event no test takes.
 */

/** The published list as the prerendered HTML carries it (GET /api/projects?page=1&limit=…). */
const listPath = 'projects?page=1&limit=100';
const embedded = () => prerenderedAnswer(listPath, v.unknown());

describe('the /projects screen machine', () => {
  const taken = new Set<string>();
  afterEach(() => forgetPrerenderedData());

  const allProjectsHeading = () => screen.getByRole('heading', { level: 2, name: 'All Projects' });

  it("'View Projects' and 'Explore all projects' both reveal 'All Projects' (focus on its heading)", async () => {
    const { user } = await renderView(<ProjectsView projects={publishedProjects} />, { url: '/projects' });
    await user.click(screen.getByRole('button', { name: 'View Projects' }));
    expect(document.activeElement).toBe(allProjectsHeading());
    screen.getByRole('button', { name: 'View Projects' }).focus();
    await user.click(screen.getByRole('button', { name: 'Explore all projects' }));
    expect(document.activeElement).toBe(allProjectsHeading());
    taken.add('projects.explore');
  });

  it('keeps the focus in the carousel when the arrow that had it hides at its end', async () => {
    const { user } = await renderView(<ProjectsView projects={publishedProjects.slice(0, 3)} />);
    const region = document.querySelector<HTMLElement>('section[aria-label="Project highlights"]')!;
    await user.click(screen.getByRole('button', { name: 'Next projects' }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.activeElement).toBe(region);
    taken.add('carousel.moved');
  });

  it("drops the build's answers once a prerendered page has settled (the route reads the list again)", async () => {
    providePrerenderedData({ [listPath]: { data: { projects: [] } } });
    expect(embedded()).toBeDefined();
    await renderView(<ProjectsView projects={publishedProjects} prerendered />, { url: '/projects' });
    // Hydrated, the page still shows what its HTML carried: the list is read again once it has settled.
    expect(embedded()).toBeDefined();
    appStarted();
    await pageSettled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(embedded()).toBeUndefined();
  });

  it('keeps them when the route fetched the list itself (it is current)', async () => {
    providePrerenderedData({ [listPath]: { data: { projects: [] } } });
    await renderView(<ProjectsView projects={publishedProjects} />, { url: '/projects' });
    expect(embedded()).toBeDefined();
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(projectsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
