import { container, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { services } from '@/content/services';
import * as css from './info.css';

/** The services cards: System Development, Project Management, System Analyst, Cybersecurity. */
export function ServicesCards() {
  return (
    <section className={sectionAlt} aria-labelledby="services-title">
      <div className={container}>
        <h2 id="services-title" className={sectionTitle}>
          Our services
        </h2>
        <ul className={css.fourGrid}>
          {services.map((service) => (
            <li key={service.title} className={css.card}>
              <img className={css.cardIcon} src={service.icon} alt="" width={56} height={56} loading="lazy" />
              <h3 className={css.cardTitle}>{service.title}</h3>
              <p className={css.muted}>{service.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
