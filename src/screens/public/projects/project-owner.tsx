import type { ProjectCard } from '@/content/projects';
import * as css from './projects.css';

/** The owner's avatar, name and role under a project. */
export function ProjectOwner({ project }: { project: ProjectCard }) {
  return (
    <div className={css.owner}>
      {project.ownerAvatar && (
        <img
          className={css.ownerAvatar}
          src={project.ownerAvatar}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <p className={css.ownerName}>{project.owner}</p>
        <p className={css.ownerRole}>{project.ownerRole}</p>
      </div>
    </div>
  );
}
