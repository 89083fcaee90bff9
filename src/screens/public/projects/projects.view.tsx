import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useRef } from 'react';
import { forgetPrerenderedData } from '@/api/prerendered-data';
import { container, section, sectionTitle } from '@/components/ui/layout.css';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { type ProjectCard as Project, projectRows } from '@/content/projects';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import { pageSettled } from '@/lib/page-settled';
import { FeaturedProject } from './featured-project';
import { ProjectCard } from './project-card';
import * as css from './projects.css';
import { featuredProjectsOf, projectsMachine } from './projects.machine';
import { ProjectsCarousel } from './projects-carousel';
import { ProjectsHero } from './projects-hero';
import { revealSection } from './reveal-section';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const allProjectsHeading = 'all-projects-title';

/**
 * /projects: the hero ('View Projects' goes to the list), 'Featured Projects' (two cards and a featured
 * one), the carousel, then 'All Projects' in rows of 2, 3, 3, 2. The projects are the published rows of the
 * database, loaded by the route before the page renders (no empty first paint, no shift); `prerendered`
 * says they came with the prerendered HTML. One screen machine (projects.machine.ts) runs the carousel and
 * decides what the buttons do; this view reads, sends and provides the router and the DOM.
 */
export function ProjectsView({
  projects,
  prerendered = false,
  logic = projectsMachine,
}: {
  projects: readonly Project[];
  prerendered?: boolean;
  logic?: typeof projectsMachine;
}) {
  const { t } = useLingui();
  const router = useRouter();
  const carouselRef = useRef<HTMLElement>(null);
  const [snapshot, send] = useActor(
    logic.provide({
      actions: {
        // The list the HTML carried is fetched again once the page has settled (as every API call of a
        // prerendered page is: src/api/http.ts).
        refreshList: () =>
          void pageSettled().then(() => {
            forgetPrerenderedData();
            return router.invalidate({ filter: (match) => match.routeId === '/_public/projects' });
          }),
        revealAllProjects: () => revealSection(allProjectsHeading),
        // After an arrow hides at its end, the focus moves to the carousel instead of being lost.
        keepFocus: () =>
          setTimeout(() => {
            const active = document.activeElement;
            if (active instanceof HTMLElement && active.hidden) carouselRef.current?.focus();
          }),
      },
    }),
    { input: { count: projects.length, prerendered }, inspect },
  );
  const parts = useScreenParts(snapshot.children, ['carousel']);
  const goToAllProjects = () => send({ type: 'projects.explore' });
  const { cards, featured } = featuredProjectsOf(projects);
  return (
    <>
      <title>{t`Projects · Hub`}</title>
      <ProjectsHero onViewProjects={goToAllProjects} />

      <section className={section} aria-labelledby="featured-title">
        <div className={container}>
          <h2 id="featured-title" className={sectionTitle}>
            <Trans>Featured Projects</Trans>
          </h2>
          <ul className={css.pair}>
            {cards.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
          {featured && <FeaturedProject project={featured} />}
        </div>
      </section>

      {parts ? (
        !parts.snapshots.carousel.matches('hidden') && (
          <ProjectsCarousel
            projects={projects}
            snapshot={parts.snapshots.carousel}
            send={(event) => parts.refs.carousel.send(event)}
            carouselRef={carouselRef}
            onExploreAll={goToAllProjects}
          />
        )
      ) : (
        <ScreenStopped />
      )}

      <section className={section} aria-labelledby={allProjectsHeading}>
        <div className={container}>
          <h2 id={allProjectsHeading} className={`${sectionTitle} ${css.focusTarget}`} tabIndex={-1}>
            <Trans>All Projects</Trans>
          </h2>
          <ul className={css.allGrid}>
            {projectRows(projects).flatMap((row) =>
              row.items.map((project, position) => (
                <li
                  key={project.id}
                  className={[
                    row.slots === 2 ? css.inRowOfTwo : css.inRowOfThree,
                    position === 0 ? css.rowStart : '',
                  ].join(' ')}
                >
                  <ProjectCard project={project} />
                </li>
              )),
            )}
          </ul>
        </div>
      </section>
    </>
  );
}
