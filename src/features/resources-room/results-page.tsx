import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import { roomMessages, subcategoryOf } from '@machines/resource-room.machine';
import { useActor } from '@xstate/react';
import { container, section } from '@/components/ui/layout.css';
import { inspect } from '@/lib/inspect';
import { ResourceGrid } from './resource-cards';
import * as css from './room.css';
import { type RoomLogic, roomLogic } from './room.logic';

/**
 * /resources-room/categories/{subcategory}: 'RESULTS FOR' and the subcategory (decoded; 'UI/UX Design' when
 * the address names none), then its resources; none (or a name outside the tree) says so. `initial` is the
 * first page the prerendered HTML carries: shown at once, then fetched again quietly.
 */
export function ResultsPage({
  subcategory: param,
  initial,
  logic = roomLogic,
}: {
  subcategory?: string;
  initial?: Page<Resource> | undefined;
  logic?: RoomLogic;
}) {
  const subcategory = subcategoryOf(param);
  const [snapshot, send] = useActor(logic.resources, {
    input: { filters: { subcategory }, initial },
    inspect,
  });
  return (
    <section className={section} aria-labelledby="results-title">
      <title>{`${subcategory} · Resources Room`}</title>
      <div className={container}>
        <h1 id="results-title" className={css.heading}>
          RESULTS FOR {subcategory}
        </h1>
        <ResourceGrid
          snapshot={snapshot}
          send={send}
          card={logic.card}
          label={`${subcategory} resources`}
          emptyText={roomMessages.noResults}
        />
      </div>
    </section>
  );
}
