import { projectMessages } from '@contracts/projects';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { toProjectCard } from '@/content/projects';
import { ProjectsPage } from '@/features/projects/projects-page';

/** /projects reads the published projects before it renders; the API module loads with this route only. */
export const Route = createFileRoute('/_public/projects')({
  loader: async () => {
    const { fetchPublishedProjects } = await import('@/api/fetch-published-projects');
    return (await fetchPublishedProjects()).map(toProjectCard);
  },
  component: ProjectsRoute,
  errorComponent: ProjectsLoadError,
});

function ProjectsRoute() {
  return <ProjectsPage projects={Route.useLoaderData()} />;
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
