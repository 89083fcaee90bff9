import { type EventTab, eventMessages, type HubEvent } from '@contracts/events';
import { commonFailureTexts } from '@contracts/failure-message';
import { pageCountOf } from '@machines/collection.machine';
import { useActor, useSelector } from '@xstate/react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Tabs } from '@/components/ui/tabs';
import { inspect } from '@/lib/inspect';
import * as page from '@/shared/member/member-page.css';
import { eventTime } from './event-time';
import * as css from './hub-events.css';
import { type HubEventsLogic, hubEventsLogic } from './hub-events.logic';

const tabs = [
  { id: 'upcoming', label: 'Upcoming events' },
  { id: 'past', label: 'Past events' },
] as const satisfies readonly { id: EventTab; label: string }[];

const emptyText: Record<EventTab, string> = {
  upcoming: eventMessages.noUpcoming,
  past: eventMessages.noPast,
};

/**
 * /dashboard/events: 'Hub events', tabs Upcoming events / Past events, a card per event, paged. One screen
 * machine (hub-events.machine.ts) holds the tab and runs the list; this view reads its child and sends.
 */
export function HubEventsView({ logic = hubEventsLogic }: { logic?: HubEventsLogic }) {
  const [snapshot, send] = useActor(logic, { inspect });
  const { eventList } = snapshot.children;
  const list = useSelector(eventList, (child) => child);
  const when = snapshot.context.when;
  return (
    <section className={page.page} aria-labelledby="hub-events-title">
      <title>Hub events · Hub</title>
      <h1 id="hub-events-title" className={page.title}>
        Hub events
      </h1>
      {list ? (
        <Tabs
          label="Hub events"
          tabs={tabs}
          selected={when}
          onSelect={(tab) => send({ type: 'events.tab', when: tab })}
        >
          <LoadStatus
            state={loadStateOf(list)}
            loadingText="Loading events..."
            emptyText={emptyText[when]}
            error={list.context.error}
            onRetry={() => eventList?.send({ type: 'collection.retry' })}
          />
          {list.matches('loaded') && (
            <ul className={css.grid}>
              {list.context.items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
          {!list.matches('failed') && (
            <Pager
              label="Event pages"
              variant="numbered"
              page={list.context.page}
              pageCount={pageCountOf(list.context)}
              onGoto={(number) => eventList?.send({ type: 'page.goto', page: number })}
            />
          )}
        </Tabs>
      ) : (
        <LoadStatus state="failed" loadingText="" error={commonFailureTexts.unexpected} />
      )}
    </section>
  );
}

function EventCard({ event }: { event: HubEvent }) {
  return (
    <article className={css.card} aria-labelledby={`event-${event.id}`}>
      {event.image && <img className={css.image} src={event.image} alt="" loading="lazy" />}
      <h2 id={`event-${event.id}`} className={css.title}>
        {event.title}
      </h2>
      <p className={css.text}>{event.location}</p>
      <dl className={css.times}>
        <dt className={css.term}>Start</dt>
        <dd className={css.value}>
          <time dateTime={event.start}>{eventTime(event.start)}</time>
        </dd>
        <dt className={css.term}>End</dt>
        <dd className={css.value}>
          <time dateTime={event.end}>{eventTime(event.end)}</time>
        </dd>
      </dl>
      <p className={css.text}>{event.description}</p>
    </article>
  );
}
