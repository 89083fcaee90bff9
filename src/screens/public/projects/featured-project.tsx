import { Trans } from '@lingui/react/macro';
import type { ProjectCard } from '@/content/projects';
import { loadCatalogs } from '@/i18n/catalogs';
import { ProjectOwner } from './project-owner';
import * as css from './projects.css';
import { ViewMoreLink } from './view-more-link';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The featured card: a large illustration, the project, its owner and 'View more'. */
export function FeaturedProject({ project }: { project: ProjectCard }) {
  return (
    <article className={css.featured} aria-labelledby={`featured-${project.id}`}>
      <img
        className={css.featuredImage}
        src={project.image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className={css.featuredBody}>
        <p className={css.featuredLabel}>
          <Trans>Featured</Trans>
        </p>
        <h3 id={`featured-${project.id}`} className={css.cardTitle}>
          {project.title}
        </h3>
        <p className={css.cardText}>{project.description}</p>
        <ProjectOwner project={project} />
        <ViewMoreLink project={project} />
      </div>
    </article>
  );
}
