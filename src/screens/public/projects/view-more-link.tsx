import { Trans } from '@lingui/react/macro';
import { button } from '@/components/ui/button';
import { visuallyHidden } from '@/components/ui/layout.css';
import type { ProjectCard } from '@/content/projects';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'View more' for one project: its page, in a new tab, named after the project for screen readers. */
export function ViewMoreLink({ project }: { project: ProjectCard }) {
  const { title } = project;
  return (
    <a
      href={project.link}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ tone: 'primary', size: 'sm' })}
    >
      <Trans>View more</Trans>
      <span className={visuallyHidden}>
        {' '}
        <Trans>about {title} (opens in a new tab)</Trans>
      </span>
    </a>
  );
}
