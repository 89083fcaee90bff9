import { mostLikedOf } from '@machines/resource-room.machine';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { trustedBy } from '@/content/trusted-by';
import { inspect } from '@/lib/inspect';
import { ResourceCard } from './resource-cards';
import * as css from './room.css';
import { type RoomLogic, roomLogic } from './room.logic';

/**
 * /resources-room: the intro with buttons to all resources and to categories, the 'TRUSTED BY' logo strip
 * and 'Most liked resources by vistors' (the spec's spelling): at most 10, one per title, two columns,
 * most liked first as the server sorts them.
 */
export function RoomHomePage({ logic = roomLogic }: { logic?: RoomLogic }) {
  const [snapshot, send] = useActor(logic.mostLiked, { input: { filters: { sort: 'likes' } }, inspect });
  const state = loadStateOf(snapshot);
  const mostLiked = mostLikedOf(snapshot.context.items);
  return (
    <>
      <title>Resources Room · Hub</title>
      <section className={css.hero} aria-labelledby="room-title">
        <div className={container}>
          <h1 id="room-title" className={css.heroTitle}>
            Resources Room
          </h1>
          <p className={css.heroText}>
            Learning resources picked by the hub's members: security, front-end and back-end development, each
            filed under its subcategory, with what other visitors liked most.
          </p>
          <div className={css.heroActions}>
            <Link to="/resources-room/all-resources" className={button({ tone: 'accent' })}>
              All resources
            </Link>
            <Link to="/resources-room/categories" className={button({ tone: 'outline' })}>
              Categories
            </Link>
          </div>
        </div>
      </section>
      <section className={section} aria-labelledby="room-trusted-by">
        <div className={container}>
          <h2 id="room-trusted-by" className={css.stripTitle}>
            TRUSTED BY
          </h2>
          <ul className={css.logoStrip}>
            {trustedBy.map((partner) => (
              <li key={partner.name}>
                <img src={partner.logo} alt={partner.name} width={160} height={48} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={section} aria-labelledby="room-most-liked">
        <div className={container}>
          <h2 id="room-most-liked" className={css.heading}>
            Most liked resources by vistors
          </h2>
          <LoadStatus
            state={state}
            loadingText="Loading resources..."
            emptyText="No resources yet."
            error={snapshot.context.error}
            onRetry={() => send({ type: 'collection.retry' })}
          />
          {state === 'loaded' && (
            <ol className={css.twoColumns} aria-labelledby="room-most-liked">
              {mostLiked.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} logic={logic.card} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
