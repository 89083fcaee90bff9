import { Trans, useLingui } from '@lingui/react/macro';
import { container, section, sectionTitle } from '@/components/ui/layout.css';
import { latestProjects } from '@/content/latest-projects';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './info.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Our Latest Projects': the placeholder cards of the specification. */
export function LatestProjects() {
  const { i18n } = useLingui();
  return (
    <section className={section} aria-labelledby="latest-projects-title">
      <div className={container}>
        <h2 id="latest-projects-title" className={sectionTitle}>
          <Trans>Our Latest Projects</Trans>
        </h2>
        <ul className={css.fourGrid}>
          {latestProjects.map((project) => (
            <li key={project.id} className={css.mediaCard}>
              <img
                className={css.cardImage}
                src={project.image}
                alt=""
                width={320}
                height={180}
                loading="lazy"
              />
              <div className={css.cardBody}>
                <h3 className={css.cardTitle}>{i18n._(project.title)}</h3>
                <p className={css.meta}>{project.date}</p>
                <p className={css.muted}>{i18n._(project.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
