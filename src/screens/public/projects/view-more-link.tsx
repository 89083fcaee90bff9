import { button } from '@/components/ui/button';
import { visuallyHidden } from '@/components/ui/layout.css';
import type { ProjectCard } from '@/content/projects';

/** 'View more' for one project: its page, in a new tab, named after the project for screen readers. */
export function ViewMoreLink({ project }: { project: ProjectCard }) {
  return (
    <a
      href={project.link}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ tone: 'primary', size: 'sm' })}
    >
      View more
      <span className={visuallyHidden}> about {project.title} (opens in a new tab)</span>
    </a>
  );
}
