import type { Page } from '@contracts/paging';
import type { Resource } from '@contracts/resources';
import { roomMessages } from '@machines/resource-room.machine';
import { useActor } from '@xstate/react';
import { container, section } from '@/components/ui/layout.css';
import { inspect } from '@/lib/inspect';
import { ResourceGrid } from './resource-cards';
import * as css from './room.css';
import { type RoomLogic, roomLogic } from './room.logic';

/**
 * /resources-room/all-resources: every resource, newest first, a page at a time from the server. `initial`
 * is the first page the prerendered HTML carries: shown at once, then fetched again quietly.
 */
export function AllResourcesPage({
  initial,
  logic = roomLogic,
}: {
  initial?: Page<Resource> | undefined;
  logic?: RoomLogic;
}) {
  const [snapshot, send] = useActor(logic.resources, { input: { initial }, inspect });
  return (
    <section className={section} aria-labelledby="all-resources-title">
      <title>All resources · Resources Room</title>
      <div className={container}>
        <h1 id="all-resources-title" className={css.heading}>
          All resources
        </h1>
        <ResourceGrid
          snapshot={snapshot}
          send={send}
          card={logic.card}
          label="All resources"
          emptyText={roomMessages.noResources}
        />
      </div>
    </section>
  );
}
