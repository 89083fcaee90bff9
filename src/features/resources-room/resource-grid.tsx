import type { Resource } from '@contracts/resources';
import { type CollectionEvent, pageCountOf } from '@machines/collection.machine';
import type { ResourceFilters } from '@machines/resource-room.machine';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { ResourceCard } from './resource-card';
import * as css from './room.css';
import type { RoomLogic } from './room.logic';

export interface ResourceGridProps {
  snapshot: {
    value: unknown;
    context: { items: Resource[]; page: number; pageSize: number; total: number; error: string | undefined };
  };
  send: (event: CollectionEvent<Resource, ResourceFilters>) => void;
  card: RoomLogic['card'];
  label: string;
  emptyText: string;
}

/** A page of resource cards (loading, empty, failed with retry) and the pager of the list. */
export function ResourceGrid({ snapshot, send, card, label, emptyText }: ResourceGridProps) {
  const state = loadStateOf(snapshot);
  const { items, error } = snapshot.context;
  return (
    <>
      <LoadStatus
        state={state}
        loadingText="Loading resources..."
        emptyText={emptyText}
        error={error}
        onRetry={() => send({ type: 'collection.retry' })}
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
          label={`${label} pages`}
          variant="numbered"
          page={snapshot.context.page}
          pageCount={pageCountOf(snapshot.context)}
          onGoto={(page) => send({ type: 'page.goto', page })}
        />
      )}
    </>
  );
}
