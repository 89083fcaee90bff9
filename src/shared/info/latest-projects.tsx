import { container, section, sectionTitle } from '@/components/ui/layout.css';
import { latestProjects } from '@/content/latest-projects';
import * as css from './info.css';

/** 'Our Latest Projects': the placeholder cards of the specification. */
export function LatestProjects() {
  return (
    <section className={section} aria-labelledby="latest-projects-title">
      <div className={container}>
        <h2 id="latest-projects-title" className={sectionTitle}>
          Our Latest Projects
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
                <h3 className={css.cardTitle}>{project.title}</h3>
                <p className={css.meta}>{project.date}</p>
                <p className={css.muted}>{project.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
