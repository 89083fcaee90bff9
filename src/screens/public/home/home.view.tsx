import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import * as heroCss from '@/components/ui/hero.css';
import { container, section, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { expertise, impactStats } from './home.content';
import * as css from './home.css';
import { MembersProfile } from './members-profile';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export function HomeView() {
  const { t, i18n } = useLingui();
  return (
    <>
      <section className={heroCss.hero} aria-labelledby="hero-title">
        <div className={`${container} ${heroCss.heroGrid}`}>
          <div>
            <h1 id="hero-title" className={heroCss.heroTitle}>
              <Trans>Empowering Developers, Driving Innovation.</Trans>
            </h1>
            <p className={heroCss.heroText}>
              <Trans>
                A student-led innovation hub where young developers in Africa learn, build real products and
                ship them for clients.
              </Trans>
            </p>
            <div className={css.heroActions}>
              <Link to="/signup" className={button({ tone: 'accent' })}>
                <Trans>Join Us</Trans>
              </Link>
              <Link to="/login" className={css.heroLink}>
                <Trans>Sign In</Trans>
              </Link>
            </div>
          </div>
          <img
            className={heroCss.heroImage}
            src="/images/hero.svg"
            alt={t`Developers collaborating at laptops`}
            width={560}
            height={420}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="impact-title">
        <div className={container}>
          <h2 id="impact-title" className={sectionTitle}>
            <Trans>Our impact</Trans>
          </h2>
          <ul className={css.stats}>
            {impactStats.map((stat) => (
              <li key={stat.id} className={css.stat}>
                <span className={css.statValue}>{stat.value}</span>
                {i18n._(stat.label)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="expertise-title">
        <div className={container}>
          <h2 id="expertise-title" className={sectionTitle}>
            <Trans>Our expertise</Trans>
          </h2>
          <ul className={css.cards}>
            {expertise.map((item) => (
              <li key={item.id} className={css.card}>
                <h3 className={css.cardTitle}>{i18n._(item.title)}</h3>
                <p className={css.muted}>{i18n._(item.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="about-title">
        <div className={`${container} ${css.split}`}>
          <div>
            <h2 id="about-title" className={`${sectionTitle} ${css.alignStart}`}>
              <Trans>About the hub</Trans>
            </h2>
            <p>
              <Trans>
                Founded by students in Musanze, the hub pairs new developers with experienced mentors. Members
                learn by building real systems for real clients, from the first commit to the last deployment.
              </Trans>
            </p>
            <Link to="/abouthub" className={button({ tone: 'outline' })}>
              <Trans>Why the hub</Trans>
            </Link>
          </div>
          <figure className={css.videoFrame}>
            <img
              src="/images/about-hub.svg"
              alt={t`Hub members at a workshop`}
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
            />
          </figure>
        </div>
      </section>

      <section className={section} aria-labelledby="captain-title">
        <div className={container}>
          <h2 id="captain-title" className={sectionTitle}>
            <Trans>Team captain</Trans>
          </h2>
          <div className={css.captain}>
            <img
              className={css.captainPhoto}
              src="/images/team-captain.svg"
              alt="Olivier Nshimiyimana"
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
            />
            <blockquote className={css.blockquote}>
              <p className={css.quote}>
                <Trans>
                  “Every member leaves with a portfolio of shipped work and a team that has their back.”
                </Trans>
              </p>
              <footer>
                <Trans>Olivier Nshimiyimana, team captain</Trans>
              </footer>
            </blockquote>
          </div>
        </div>
      </section>

      <MembersProfile />
    </>
  );
}
