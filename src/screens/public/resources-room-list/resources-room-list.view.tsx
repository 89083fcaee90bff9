import { useLingui } from '@lingui/react/macro';
import { roomMessages } from '@machines/resource-room.machine';
import { useActor } from '@xstate/react';
import { container, section } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { type ResourceCardLogic, resourceCardLogic } from '@/shared/resources-room/resource-card.logic';
import { ResourceGrid } from '@/shared/resources-room/resource-cards';
import * as css from '@/shared/resources-room/room.css';
import { type ResourcesRoomListLogic, resourcesRoomListLogic } from './resources-room-list.logic';
import {
  type ResourcesRoomListInput,
  resourcesRoomListInput,
  selectSubcategory,
} from './resources-room-list.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /resources-room/all-resources: 'All resources', every resource, newest first, a page at a time.
 * /resources-room/categories/{subcategory}: 'RESULTS FOR' and the subcategory (decoded; 'UI/UX Design' when
 * the address names none), then its resources; none (or a name outside the tree) says so. `initial` is the
 * first page the prerendered HTML carries: shown at once, then fetched again quietly. One screen machine
 * (resources-room-list.machine.ts), the list itself, loads and pages it; this view reads it, and each card
 * runs its own (`card`).
 */
export function ResourcesRoomListView({
  logic = resourcesRoomListLogic,
  card = resourceCardLogic,
  ...input
}: ResourcesRoomListInput & { logic?: ResourcesRoomListLogic; card?: ResourceCardLogic }) {
  const { t } = useLingui();
  const text = useSourceText();
  const [list, send] = useActor(logic, { input: resourcesRoomListInput(input), inspect });
  const subcategory = selectSubcategory(list);
  const name = subcategory === undefined ? t`All resources` : t`${subcategory} resources`;
  return (
    <section className={section} aria-labelledby="resources-list-title">
      <title>
        {subcategory === undefined ? t`All resources · Resources Room` : t`${subcategory} · Resources Room`}
      </title>
      <div className={container}>
        <h1 id="resources-list-title" className={css.heading}>
          {subcategory === undefined ? t`All resources` : t`RESULTS FOR ${subcategory}`}
        </h1>
        <ResourceGrid
          snapshot={list}
          send={send}
          card={card}
          label={name}
          emptyText={text(subcategory === undefined ? roomMessages.noResources : roomMessages.noResults)}
        />
      </div>
    </section>
  );
}
