import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import * as heroCss from '@/components/ui/hero.css';
import { container, section, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { expertise } from '@/content/expertise';
import { impactStats } from '@/content/impact';
import * as css from './home.css';
import { MembersProfile } from './members-profile';

export function HomeView() {
  return (
    <>
      <section className={heroCss.hero} aria-labelledby="hero-title">
        <div className={`${container} ${heroCss.heroGrid}`}>
          <div>
            <h1 id="hero-title" className={heroCss.heroTitle}>
              Empowering Developers, Driving Innovation.
            </h1>
            <p className={heroCss.heroText}>
              A student-led innovation hub where young developers in Africa learn, build real products and
              ship them for clients.
            </p>
            <div className={css.heroActions}>
              <Link to="/signup" className={button({ tone: 'accent' })}>
                Join Us
              </Link>
              <Link to="/login" className={css.heroLink}>
                Sign In
              </Link>
            </div>
          </div>
          <img
            className={heroCss.heroImage}
            src="/images/hero.svg"
            alt="Developers collaborating at laptops"
            width={560}
            height={420}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="impact-title">
        <div className={container}>
          <h2 id="impact-title" className={sectionTitle}>
            Our impact
          </h2>
          <ul className={css.stats}>
            {impactStats.map((stat) => (
              <li key={stat.id} className={css.stat}>
                <span className={css.statValue}>{stat.value}</span>
                {stat.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="expertise-title">
        <div className={container}>
          <h2 id="expertise-title" className={sectionTitle}>
            Our expertise
          </h2>
          <ul className={css.cards}>
            {expertise.map((item) => (
              <li key={item.title} className={css.card}>
                <h3 className={css.cardTitle}>{item.title}</h3>
                <p className={css.muted}>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="about-title">
        <div className={`${container} ${css.split}`}>
          <div>
            <h2 id="about-title" className={`${sectionTitle} ${css.alignStart}`}>
              About the hub
            </h2>
            <p>
              Founded by students in Musanze, the hub pairs new developers with experienced mentors. Members
              learn by building real systems for real clients, from the first commit to the last deployment.
            </p>
            <Link to="/abouthub" className={button({ tone: 'outline' })}>
              Why the hub
            </Link>
          </div>
          <figure className={css.videoFrame}>
            <img
              src="/images/about-hub.svg"
              alt="Hub members at a workshop"
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
            Team captain
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
                “Every member leaves with a portfolio of shipped work and a team that has their back.”
              </p>
              <footer>Olivier Nshimiyimana, team captain</footer>
            </blockquote>
          </div>
        </div>
      </section>

      <MembersProfile />
    </>
  );
}
