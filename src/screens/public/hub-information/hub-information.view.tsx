import { Trans, useLingui } from '@lingui/react/macro';
import { container, section, sectionTitle } from '@/components/ui/layout.css';
import { hubInformation } from '@/content/hub-information';
import { loadCatalogs } from '@/i18n/catalogs';
import { FaqAccordion } from '@/shared/info/faq-accordion';
import * as css from '@/shared/info/info.css';
import { LatestProjects } from '@/shared/info/latest-projects';
import { ServicesCards } from '@/shared/info/services-cards';
import { TrustedBy } from '@/shared/info/trusted-by';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** /hub-information (also /Hub-information): MISSION, VISION and GOALS, services, projects and the FAQ. */
export function HubInformationView() {
  const { t, i18n } = useLingui();
  return (
    <>
      <title>{t`Hub Information · Hub`}</title>
      <section className={css.pageHero} aria-labelledby="hub-information-title">
        <div className={container}>
          <h1 id="hub-information-title" className={css.pageTitle}>
            <Trans>Hub Information</Trans>
          </h1>
          <p className={css.pageIntro}>
            <Trans>
              Who we are, what we work towards, and how we help young developers and the companies that hire
              them.
            </Trans>
          </p>
        </div>
      </section>
      <section className={section} aria-labelledby="purpose-title">
        <div className={container}>
          <h2 id="purpose-title" className={sectionTitle}>
            <Trans>Our purpose</Trans>
          </h2>
          <ul className={css.pillars}>
            {hubInformation.map((item) => (
              <li key={item.id} className={css.pillar}>
                <h3 className={css.pillarTitle}>{i18n._(item.title)}</h3>
                <p className={css.muted}>{i18n._(item.text)}</p>
                {'points' in item && (
                  <ul className={css.bullets}>
                    {item.points.map((point) => (
                      <li key={point.id}>{i18n._(point)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ServicesCards />
      <LatestProjects />
      <TrustedBy />
      <FaqAccordion />
    </>
  );
}
