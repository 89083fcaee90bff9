import type { ProjectCard as Project } from '@/content/projects';
import { ProjectOwner } from './project-owner';
import * as css from './projects.css';

/** A project card: illustration, title, description and owner. */
export function ProjectCard({ project, headingLevel = 3 }: { project: Project; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={css.card}>
      <img
        className={css.cardImage}
        src={project.image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className={css.cardBody}>
        <Heading className={css.cardTitle}>{project.title}</Heading>
        <p className={css.cardText}>{project.description}</p>
        <ProjectOwner project={project} />
      </div>
    </article>
  );
}
