import { type EventTab, eventMessages, type HubEvent } from '@contracts/events';
import { pageCountOf } from '@machines/collection.machine';
import { useActor } from '@xstate/react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Tabs } from '@/components/ui/tabs';
import { inspect } from '@/lib/inspect';
import * as page from '../member-page.css';
import { eventTime } from './event-time';
import * as css from './hub-events.css';
import { hubEventsLogic } from './hub-events.logic';

const tabs = [
  { id: 'upcoming', label: 'Upcoming events' },
  { id: 'past', label: 'Past events' },
] as const satisfies readonly { id: EventTab; label: string }[];

const emptyText: Record<EventTab, string> = {
  upcoming: eventMessages.noUpcoming,
  past: eventMessages.noPast,
};

/** /dashboard/events: 'Hub events', tabs Upcoming events / Past events, a card per event, paged. */
export function HubEventsPage({ logic = hubEventsLogic }: { logic?: typeof hubEventsLogic }) {
  const [snapshot, send] = useActor(logic, { input: { filters: { when: 'upcoming' } }, inspect });
  const { items, error, filters } = snapshot.context;
  const when = filters.when;
  return (
    <section className={page.page} aria-labelledby="hub-events-title">
      <title>Hub events · Hub</title>
      <h1 id="hub-events-title" className={page.title}>
        Hub events
      </h1>
      <Tabs
        label="Hub events"
        tabs={tabs}
        selected={when}
        onSelect={(tab) => {
          if (tab !== when) send({ type: 'filters.change', filters: { when: tab } });
        }}
      >
        <LoadStatus
          state={loadStateOf(snapshot)}
          loadingText="Loading events..."
          emptyText={emptyText[when]}
          error={error}
          onRetry={() => send({ type: 'collection.retry' })}
        />
        {snapshot.matches('loaded') && (
          <ul className={css.grid}>
            {items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
        {!snapshot.matches('failed') && (
          <Pager
            label="Event pages"
            variant="numbered"
            page={snapshot.context.page}
            pageCount={pageCountOf(snapshot.context)}
            onGoto={(number) => send({ type: 'page.goto', page: number })}
          />
        )}
      </Tabs>
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
