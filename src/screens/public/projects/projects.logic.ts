import { fetchPublishedProjects, prerenderedPublishedProjects } from '@/api/fetch-published-projects';
import { type ProjectCard, toProjectCard } from '@/content/projects';

/**
 * The /projects loader: the published projects as cards, from the list the prerendered HTML carries on
 * a first load, else from the API. It lives with the page's code so the route tree every page loads
 * carries neither the API module nor the card mapping.
 */
export async function loadProjects(): Promise<{ projects: ProjectCard[]; prerendered: boolean }> {
  const prerendered = prerenderedPublishedProjects();
  const projects = prerendered ?? (await fetchPublishedProjects());
  return { projects: projects.map(toProjectCard), prerendered: prerendered !== undefined };
}
