import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { trustedBy } from '@/content/trusted-by';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { type ResourceCardLogic, resourceCardLogic } from '@/shared/resources-room/resource-card.logic';
import { ResourceCard } from '@/shared/resources-room/resource-cards';
import * as css from '@/shared/resources-room/room.css';
import { type ResourcesRoomHomeLogic, resourcesRoomHomeLogic } from './resources-room-home.logic';
import { type ResourcesRoomHomeInput, selectMostLiked } from './resources-room-home.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /resources-room: the intro with buttons to all resources and to categories, the 'TRUSTED BY' logo strip
 * and 'Most liked resources by vistors' (the spec's spelling): at most 10, one per title, two columns,
 * most liked first as the server sorts them; `initial` is the list the prerendered HTML carries, shown at
 * once, then fetched again quietly. One screen machine (resources-room-home.machine.ts), the list itself,
 * loads it; this view reads it, and each card runs its own (`card`).
 */
export function ResourcesRoomHomeView({
  logic = resourcesRoomHomeLogic,
  card = resourceCardLogic,
  ...input
}: ResourcesRoomHomeInput & {
  logic?: ResourcesRoomHomeLogic;
  card?: ResourceCardLogic;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const [mostLiked, send] = useActor(logic, { input, inspect });
  const state = loadStateOf(mostLiked);
  return (
    <>
      <title>{t`Resources Room · Hub`}</title>
      <section className={css.hero} aria-labelledby="room-title">
        <div className={container}>
          <h1 id="room-title" className={css.heroTitle}>
            <Trans>Resources Room</Trans>
          </h1>
          <p className={css.heroText}>
            <Trans>
              Learning resources picked by the hub's members: security, front-end and back-end development,
              each filed under its subcategory, with what other visitors liked most.
            </Trans>
          </p>
          <div className={css.heroActions}>
            <Link to="/resources-room/all-resources" className={button({ tone: 'accent' })}>
              <Trans>All resources</Trans>
            </Link>
            <Link to="/resources-room/categories" className={button({ tone: 'outline' })}>
              <Trans>Categories</Trans>
            </Link>
          </div>
        </div>
      </section>
      <section className={section} aria-labelledby="room-trusted-by">
        <div className={container}>
          <h2 id="room-trusted-by" className={css.stripTitle}>
            <Trans>TRUSTED BY</Trans>
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
            <Trans>Most liked resources by vistors</Trans>
          </h2>
          <LoadStatus
            state={state}
            loadingText={t`Loading resources...`}
            emptyText={t`No resources yet.`}
            error={mostLiked.context.error && text(mostLiked.context.error)}
            onRetry={() => send({ type: 'collection.retry' })}
            retryLabel={t`Try again`}
          />
          {state === 'loaded' && (
            <ol className={css.twoColumns} aria-labelledby="room-most-liked">
              {selectMostLiked(mostLiked).map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} logic={card} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
