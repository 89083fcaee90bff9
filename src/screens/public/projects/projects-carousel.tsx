import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, RefObject } from 'react';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { container, sectionAlt, visuallyHidden } from '@/components/ui/layout.css';
import { PROJECTS_CLAIM, type ProjectCard } from '@/content/projects';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './carousel.css';
import { CAROUSEL_VISIBLE, type CarouselEvent, type carouselMachine, dotCount } from './carousel.machine';
import { ProjectOwner } from './project-owner';
import * as cardCss from './projects.css';
import { ViewMoreLink } from './view-more-link';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * The carousel section: '30+ Projects', 'Explore all projects', and two projects at a time with arrows
 * (each hidden at its end), dots, and ArrowLeft / ArrowRight on the focused carousel.
 */
export function ProjectsCarousel({
  projects,
  snapshot,
  send,
  carouselRef,
  onExploreAll,
}: {
  projects: readonly ProjectCard[];
  snapshot: SnapshotFrom<typeof carouselMachine>;
  send: (event: CarouselEvent) => void;
  /** The focus target when an arrow hides at its end (the screen's keepFocus). */
  carouselRef: RefObject<HTMLElement | null>;
  onExploreAll: () => void;
}) {
  const { t } = useLingui();
  const { index, count } = snapshot.context;
  const visible = projects.slice(index, index + CAROUSEL_VISIBLE);
  const shownFirst = index + 1;
  const shownSecond = index + 2;
  const dots = Array.from({ length: dotCount(count) }, (_, dot) => dot);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      send({ type: 'slide.previous' });
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      send({ type: 'slide.next' });
    }
  };

  return (
    <section className={sectionAlt} aria-labelledby="carousel-title">
      <div className={`${container} ${css.layout}`}>
        <div className={css.intro}>
          <h2 id="carousel-title" className={css.claim}>
            {PROJECTS_CLAIM}
          </h2>
          <p className={css.claimText}>
            <Trans>have been created by hub members for clients, communities and the hub.</Trans>
          </p>
          <button type="button" className={button({ tone: 'outline' })} onClick={onExploreAll}>
            <Trans>Explore all projects</Trans>
          </button>
        </div>

        <section
          ref={carouselRef}
          className={css.carousel}
          aria-roledescription="carousel"
          aria-label={t`Project highlights`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused carousel takes ArrowLeft / ArrowRight (APG carousel)
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          <button
            type="button"
            className={`${css.arrow} ${css.previous}`}
            aria-label={t`Previous projects`}
            hidden={!snapshot.can({ type: 'slide.previous' })}
            onClick={() => send({ type: 'slide.previous' })}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>

          <ul className={css.slides}>
            {visible.map((project, offset) => {
              const position = index + offset + 1;
              const { title } = project;
              return (
                <li
                  key={project.id}
                  className={css.slide}
                  aria-roledescription="slide"
                  aria-label={t`${position} of ${count}: ${title}`}
                >
                  <img
                    className={css.slideImage}
                    src={project.image}
                    alt=""
                    width={640}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className={css.slideBody}>
                    <h3 className={cardCss.cardTitle}>{project.title}</h3>
                    <p className={`${cardCss.cardText} ${css.slideText}`}>{project.description}</p>
                    <ProjectOwner project={project} />
                    <div>
                      <ViewMoreLink project={project} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>

          <button
            type="button"
            className={`${css.arrow} ${css.next}`}
            aria-label={t`Next projects`}
            hidden={!snapshot.can({ type: 'slide.next' })}
            onClick={() => send({ type: 'slide.next' })}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>

          <ul className={css.dots}>
            {dots.map((dot) => {
              const first = dot + 1;
              const second = dot + 2;
              return (
                <li key={dot}>
                  <button
                    type="button"
                    className={css.dot}
                    aria-label={t`Show projects ${first} and ${second}`}
                    aria-current={dot === index ? 'true' : undefined}
                    onClick={() => send({ type: 'slide.goto', index: dot })}
                  />
                </li>
              );
            })}
          </ul>

          <p className={visuallyHidden} aria-live="polite">
            {t`Showing projects ${shownFirst} and ${shownSecond} of ${count}`}
          </p>
        </section>
      </div>
    </section>
  );
}
