import { roomMessages } from '@machines/resource-room.machine';
import { useActor } from '@xstate/react';
import { container, section } from '@/components/ui/layout.css';
import { inspect } from '@/lib/inspect';
import { ResourceGrid } from './resource-cards';
import * as css from './room.css';
import { type RoomLogic, roomLogic } from './room.logic';

/** /resources-room/all-resources: every resource, newest first, a page at a time from the server. */
export function AllResourcesPage({ logic = roomLogic }: { logic?: RoomLogic }) {
  const [snapshot, send] = useActor(logic.resources, { input: {}, inspect });
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
