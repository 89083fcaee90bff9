import { Trans } from '@lingui/react/macro';
import { button } from '@/components/ui/button';
import * as heroCss from '@/components/ui/hero.css';
import { container } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './projects.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The projects hero: the page's heading and a 'View Projects' button that takes the user to the list. */
export function ProjectsHero({ onViewProjects }: { onViewProjects: () => void }) {
  return (
    <section className={heroCss.hero} aria-labelledby="projects-title">
      <div className={`${container} ${heroCss.heroGrid}`}>
        <div>
          <h1 id="projects-title" className={heroCss.heroTitle}>
            <Trans>Explore our Projects</Trans>
          </h1>
          <p className={heroCss.heroText}>
            <Trans>
              Real products built by hub members for farmers, cooperatives, schools and start-ups across
              Rwanda, from the first sketch to the last deployment.
            </Trans>
          </p>
          <button type="button" className={button({ tone: 'accent' })} onClick={onViewProjects}>
            <Trans>View Projects</Trans>
          </button>
        </div>
        <img
          className={css.heroImage}
          src="/images/projects/umurima-market.svg"
          alt=""
          width={640}
          height={400}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
