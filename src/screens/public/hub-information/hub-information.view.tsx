import { container, section, sectionTitle } from '@/components/ui/layout.css';
import { hubInformation } from '@/content/hub-information';
import { FaqAccordion } from '@/shared/info/faq-accordion';
import * as css from '@/shared/info/info.css';
import { LatestProjects } from '@/shared/info/latest-projects';
import { ServicesCards } from '@/shared/info/services-cards';
import { TrustedBy } from '@/shared/info/trusted-by';

/** /hub-information (also /Hub-information): MISSION, VISION and GOALS, services, projects and the FAQ. */
export function HubInformationView() {
  return (
    <>
      <title>Hub Information · Hub</title>
      <section className={css.pageHero} aria-labelledby="hub-information-title">
        <div className={container}>
          <h1 id="hub-information-title" className={css.pageTitle}>
            Hub Information
          </h1>
          <p className={css.pageIntro}>
            Who we are, what we work towards, and how we help young developers and the companies that hire
            them.
          </p>
        </div>
      </section>
      <section className={section} aria-labelledby="purpose-title">
        <div className={container}>
          <h2 id="purpose-title" className={sectionTitle}>
            Our purpose
          </h2>
          <ul className={css.pillars}>
            {hubInformation.map((item) => (
              <li key={item.id} className={css.pillar}>
                <h3 className={css.pillarTitle}>{item.title}</h3>
                <p className={css.muted}>{item.text}</p>
                {'points' in item && (
                  <ul className={css.bullets}>
                    {item.points.map((point) => (
                      <li key={point}>{point}</li>
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
