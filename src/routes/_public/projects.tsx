import { createFileRoute } from '@tanstack/react-router';
import { ProjectsView } from '@/screens/public/projects/projects.view';
import { ProjectsLoadError } from '@/screens/public/projects/projects-load-error';

/**
 * /projects reads the published projects before it renders; the loader's code loads with this route only.
 * A prerendered page's first load takes the list the HTML carries; the screen has it read again once the
 * page has hydrated (projects are published at any time; the list is as old as the build).
 */
export const Route = createFileRoute('/_public/projects')({
  loader: () => import('@/screens/public/projects/projects.logic').then(({ loadProjects }) => loadProjects()),
  component: ProjectsRoute,
  errorComponent: ProjectsLoadError,
});

function ProjectsRoute() {
  const { projects, prerendered } = Route.useLoaderData();
  return <ProjectsView projects={projects} prerendered={prerendered} />;
}
