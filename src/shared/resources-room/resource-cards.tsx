import type { Resource } from '@contracts/resources';
import type { Text } from '@contracts/texts';
import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { type CollectionEvent, pageCountOf } from '@machines/collection.machine';
import type { ResourceFilters } from '@machines/resource-room.machine';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { type ResourceCardLogic, resourceCardLogic } from './resource-card.logic';
import * as css from './room.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The anchor of a resource's card: the sign-in comes back to it. */
export const resourceAnchor = (id: string) => `resource-${id}`;

/**
 * One resource: icon, title (a link to the material, in a new tab; opening it counts a view), subcategory,
 * the heart with the likes count, and the views count. Driven by the resource card machine.
 */
export function ResourceCard({
  resource,
  logic = resourceCardLogic,
}: {
  resource: Resource;
  logic?: ResourceCardLogic;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const navigate = useNavigate();
  const location = useLocation();
  const [snapshot, send] = useActor(
    logic.provide({
      actions: {
        goToSignIn: (_, { resourceId }) =>
          void navigate({
            to: '/login',
            search: { redirect: `${location.href.split('#')[0]}#${resourceAnchor(resourceId)}` },
          }),
      },
    }),
    { input: { resource }, inspect },
  );
  const { likes, liked, views, error } = snapshot.context;
  const errorId = `${resourceAnchor(resource.id)}-like-error`;
  const likesText = plural(likes, { one: '# like', other: '# likes' });
  const { title } = resource;
  return (
    <article id={resourceAnchor(resource.id)} className={css.card} aria-labelledby={`${errorId}-title`}>
      {resource.icon ? (
        <img className={css.icon} src={resource.icon} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={css.icon} aria-hidden="true" />
      )}
      <div className={css.cardBody}>
        <a
          id={`${errorId}-title`}
          className={css.cardTitle}
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => send({ type: 'resource.open' })}
        >
          {resource.title}
        </a>
        <p className={css.subcategory}>{resource.subcategory}</p>
        <div className={css.counts}>
          <button
            type="button"
            className={css.heart}
            aria-pressed={liked}
            // The name holds the visible count too (WCAG 2.5.3 label in name; Lighthouse / axe check it).
            aria-label={t`Like ${title}, ${likesText}`}
            aria-describedby={error ? errorId : undefined}
            aria-busy={snapshot.hasTag('busy')}
            onClick={() => send({ type: 'like.toggle' })}
          >
            <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {likesText}
          </button>
          <span>
            <Plural value={views} one="# view" other="# views" />
          </span>
        </div>
        {error && (
          <p id={errorId} role="alert" className={css.likeError}>
            {text(error)}
          </p>
        )}
      </div>
    </article>
  );
}

export interface ResourceGridProps {
  snapshot: {
    value: unknown;
    context: { items: Resource[]; page: number; pageSize: number; total: number; error: Text | undefined };
  };
  send: (event: CollectionEvent<Resource, ResourceFilters>) => void;
  card: ResourceCardLogic;
  label: string;
  emptyText: string;
}

/** A page of resource cards (loading, empty, failed with retry) and the pager of the list (the list's own events). */
export function ResourceGrid({ snapshot, send, card, label, emptyText }: ResourceGridProps) {
  const { t } = useLingui();
  const text = useSourceText();
  const state = loadStateOf(snapshot);
  const { items, error } = snapshot.context;
  return (
    <>
      <LoadStatus
        state={state}
        loadingText={t`Loading resources...`}
        emptyText={emptyText}
        error={error && text(error)}
        onRetry={() => send({ type: 'collection.retry' })}
        retryLabel={t`Try again`}
      />
      {state === 'loaded' && (
        <ul className={css.grid} aria-label={label}>
          {items.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} logic={card} />
            </li>
          ))}
        </ul>
      )}
      {state === 'loaded' && (
        <Pager
          label={t`${label} pages`}
          variant="numbered"
          page={snapshot.context.page}
          pageCount={pageCountOf(snapshot.context)}
          onGoto={(page) => send({ type: 'page.goto', page })}
        />
      )}
    </>
  );
}
