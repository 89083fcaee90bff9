import { button } from '@/components/ui/button';
import * as heroCss from '@/components/ui/hero.css';
import { container } from '@/components/ui/layout.css';
import * as css from './projects.css';

/** The projects hero: the page's heading and a 'View Projects' button that takes the user to the list. */
export function ProjectsHero({ onViewProjects }: { onViewProjects: () => void }) {
  return (
    <section className={heroCss.hero} aria-labelledby="projects-title">
      <div className={`${container} ${heroCss.heroGrid}`}>
        <div>
          <h1 id="projects-title" className={heroCss.heroTitle}>
            Explore our Projects
          </h1>
          <p className={heroCss.heroText}>
            Real products built by hub members for farmers, cooperatives, schools and start-ups across Rwanda,
            from the first sketch to the last deployment.
          </p>
          <button type="button" className={button({ tone: 'accent' })} onClick={onViewProjects}>
            View Projects
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
