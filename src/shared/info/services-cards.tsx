import { Trans, useLingui } from '@lingui/react/macro';
import { container, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { services } from '@/content/services';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './info.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The services cards: System Development, Project Management, System Analyst, Cybersecurity. */
export function ServicesCards() {
  const { i18n } = useLingui();
  return (
    <section className={sectionAlt} aria-labelledby="services-title">
      <div className={container}>
        <h2 id="services-title" className={sectionTitle}>
          <Trans>Our services</Trans>
        </h2>
        <ul className={css.fourGrid}>
          {services.map((service) => (
            <li key={service.icon} className={css.card}>
              <img className={css.cardIcon} src={service.icon} alt="" width={56} height={56} loading="lazy" />
              <h3 className={css.cardTitle}>{i18n._(service.title)}</h3>
              <p className={css.muted}>{i18n._(service.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
