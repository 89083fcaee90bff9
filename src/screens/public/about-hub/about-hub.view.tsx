import { container, section, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { teams, whyTheHub } from '@/content/why-the-hub';
import { FaqAccordion } from '@/shared/info/faq-accordion';
import * as css from '@/shared/info/info.css';

/** /abouthub: the 'Why the hub' page with its three team cards, then the FAQ. */
export function AboutHubView() {
  return (
    <>
      <title>Why the hub · Hub</title>
      <section className={css.pageHero} aria-labelledby="why-hub-title">
        <div className={container}>
          <h1 id="why-hub-title" className={css.pageTitle}>
            Why the hub
          </h1>
          <p className={css.pageIntro}>{whyTheHub.intro}</p>
        </div>
      </section>
      <section className={section} aria-labelledby="reasons-title">
        <div className={container}>
          <h2 id="reasons-title" className={sectionTitle}>
            What makes us different
          </h2>
          <ul className={css.threeGrid}>
            {whyTheHub.reasons.map((reason) => (
              <li key={reason.title} className={css.pillar}>
                <h3 className={css.cardTitle}>{reason.title}</h3>
                <p className={css.muted}>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="teams-title">
        <div className={container}>
          <h2 id="teams-title" className={sectionTitle}>
            Our teams
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
                  <h3 className={css.cardTitle}>{team.name}</h3>
                  <p className={css.muted}>{team.text}</p>
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
