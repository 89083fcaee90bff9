import { projectMessages } from '@contracts/projects';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { ProjectsView } from '@/screens/public/projects/projects.view';

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

function ProjectsLoadError() {
  const router = useRouter();
  return (
    <section className={section} aria-labelledby="projects-error-title">
      <div className={container}>
        <h1 id="projects-error-title">Projects</h1>
        <Banner
          tone="error"
          action={
            <button
              type="button"
              className={button({ tone: 'primary' })}
              onClick={() => void router.invalidate()}
            >
              Try again
            </button>
          }
        >
          {projectMessages.fetchFailed}
        </Banner>
      </div>
    </section>
  );
}
