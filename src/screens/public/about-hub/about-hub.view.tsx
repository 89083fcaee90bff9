import { Trans, useLingui } from '@lingui/react/macro';
import { container, section, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { teams, whyTheHub } from '@/content/why-the-hub';
import { loadCatalogs } from '@/i18n/catalogs';
import { FaqAccordion } from '@/shared/info/faq-accordion';
import * as css from '@/shared/info/info.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** /abouthub: the 'Why the hub' page with its three team cards, then the FAQ. */
export function AboutHubView() {
  const { t, i18n } = useLingui();
  return (
    <>
      <title>{t`Why the hub · Hub`}</title>
      <section className={css.pageHero} aria-labelledby="why-hub-title">
        <div className={container}>
          <h1 id="why-hub-title" className={css.pageTitle}>
            <Trans>Why the hub</Trans>
          </h1>
          <p className={css.pageIntro}>{i18n._(whyTheHub.intro)}</p>
        </div>
      </section>
      <section className={section} aria-labelledby="reasons-title">
        <div className={container}>
          <h2 id="reasons-title" className={sectionTitle}>
            <Trans>What makes us different</Trans>
          </h2>
          <ul className={css.threeGrid}>
            {whyTheHub.reasons.map((reason) => (
              <li key={reason.title.id} className={css.pillar}>
                <h3 className={css.cardTitle}>{i18n._(reason.title)}</h3>
                <p className={css.muted}>{i18n._(reason.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="teams-title">
        <div className={container}>
          <h2 id="teams-title" className={sectionTitle}>
            <Trans>Our teams</Trans>
          </h2>
          <ul className={css.threeGrid}>
            {teams.map((team) => (
              <li key={team.id} className={css.mediaCard}>
                <img
                  className={css.cardImage}
                  src={team.image}
                  alt=""
                  width={320}
                  height={160}
                  loading="lazy"
                />
                <div className={css.cardBody}>
                  <h3 className={css.cardTitle}>{i18n._(team.name)}</h3>
                  <p className={css.muted}>{i18n._(team.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FaqAccordion />
    </>
  );
}
