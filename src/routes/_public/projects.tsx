import { projectMessages } from '@contracts/projects';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { forgetPrerenderedData } from '@/api/prerendered-data';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { toProjectCard } from '@/content/projects';
import { ProjectsPage } from '@/features/projects/projects-page';

/**
 * /projects reads the published projects before it renders; the API module loads with this route only.
 * A prerendered page's first load takes the list the HTML carries, and the page fetches it again once it
 * has hydrated (projects are published at any time; the list is as old as the build).
 */
export const Route = createFileRoute('/_public/projects')({
  loader: async () => {
    const { fetchPublishedProjects, prerenderedPublishedProjects } = await import(
      '@/api/fetch-published-projects'
    );
    const prerendered = prerenderedPublishedProjects();
    const projects = prerendered ?? (await fetchPublishedProjects());
    return { projects: projects.map(toProjectCard), prerendered: prerendered !== undefined };
  },
  component: ProjectsRoute,
  errorComponent: ProjectsLoadError,
});

function ProjectsRoute() {
  const { projects, prerendered } = Route.useLoaderData();
  const router = useRouter();
  // Once this page has hydrated, the build's list gives way to the server's (the loader fetches again).
  useEffect(() => {
    if (!prerendered) return;
    forgetPrerenderedData();
    void router.invalidate({ filter: (match) => match.routeId === Route.id });
  }, [prerendered, router]);
  return <ProjectsPage projects={projects} />;
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
