import { container, section, sectionTitle } from '@/components/ui/layout.css';
import { type ProjectCard as Project, projectRows } from '@/content/projects';
import { FeaturedProject } from './featured-project';
import { ProjectCard } from './project-card';
import * as css from './projects.css';
import { ProjectsCarousel } from './projects-carousel';
import { ProjectsHero } from './projects-hero';
import { revealSection } from './reveal-section';

const allProjectsHeading = 'all-projects-title';

/**
 * /projects: the hero ('View Projects' goes to the list), 'Featured Projects' (two cards and a featured
 * one), the carousel, then 'All Projects' in rows of 2, 3, 3, 2. The projects are the published rows of the
 * database, loaded by the route before the page renders (no empty first paint, no shift).
 */
export function ProjectsPage({ projects }: { projects: readonly Project[] }) {
  const goToAllProjects = () => revealSection(allProjectsHeading);
  const [first, second, featured] = projects;
  return (
    <>
      <title>Projects · Hub</title>
      <ProjectsHero onViewProjects={goToAllProjects} />

      <section className={section} aria-labelledby="featured-title">
        <div className={container}>
          <h2 id="featured-title" className={sectionTitle}>
            Featured Projects
          </h2>
          <ul className={css.pair}>
            {[first, second].filter(Boolean).map((project) => (
              <li key={project!.id}>
                <ProjectCard project={project!} />
              </li>
            ))}
          </ul>
          {featured && <FeaturedProject project={featured} />}
        </div>
      </section>

      <ProjectsCarousel projects={projects} onExploreAll={goToAllProjects} />

      <section className={section} aria-labelledby={allProjectsHeading}>
        <div className={container}>
          <h2 id={allProjectsHeading} className={`${sectionTitle} ${css.focusTarget}`} tabIndex={-1}>
            All Projects
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
