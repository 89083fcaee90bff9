import { type EventTab, eventMessages, type HubEvent } from '@contracts/events';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { PagedList } from '@/components/ui/paged-list';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { Tabs } from '@/components/ui/tabs';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as page from '@/shared/member/member-page.css';
import { eventTime } from './event-time';
import * as css from './hub-events.css';
import { type HubEventsLogic, hubEventsLogic } from './hub-events.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const tabs = [
  { id: 'upcoming', label: msg`Upcoming events` },
  { id: 'past', label: msg`Past events` },
] as const satisfies readonly { id: EventTab; label: MessageDescriptor }[];

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
  const parts = useScreenParts(snapshot.children, ['eventList']);
  const when = snapshot.context.when;
  const { t, i18n } = useLingui();
  const text = useSourceText();
  return (
    <section className={page.page} aria-labelledby="hub-events-title">
      <title>{t`Hub events · Hub`}</title>
      <h1 id="hub-events-title" className={page.title}>
        <Trans>Hub events</Trans>
      </h1>
      {parts ? (
        <Tabs
          label={t`Hub events`}
          tabs={tabs.map((tab) => ({ id: tab.id, label: i18n._(tab.label) }))}
          selected={when}
          onSelect={(tab) => send({ type: 'events.tab', when: tab })}
        >
          <PagedList
            list={parts.snapshots.eventList}
            loadingText={t`Loading events...`}
            emptyText={text(emptyText[when])}
            error={parts.snapshots.eventList.context.error && text(parts.snapshots.eventList.context.error)}
            onRetry={() => parts.refs.eventList.send({ type: 'collection.retry' })}
            items={(events) => (
              <ul className={css.grid}>
                {events.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            )}
            pager={{
              label: t`Event pages`,
              variant: 'numbered',
              onGoto: (number) => parts.refs.eventList.send({ type: 'page.goto', page: number }),
            }}
          />
        </Tabs>
      ) : (
        <ScreenStopped />
      )}
    </section>
  );
}

function EventCard({ event }: { event: HubEvent }) {
  const { i18n } = useLingui();
  return (
    <article className={css.card} aria-labelledby={`event-${event.id}`}>
      {event.image && <img className={css.image} src={event.image} alt="" loading="lazy" />}
      <h2 id={`event-${event.id}`} className={css.title}>
        {event.title}
      </h2>
      <p className={css.text}>{event.location}</p>
      <dl className={css.times}>
        <dt className={css.term}>
          <Trans>Start</Trans>
        </dt>
        <dd className={css.value}>
          <time dateTime={event.start}>{eventTime(event.start, i18n.locale)}</time>
        </dd>
        <dt className={css.term}>
          <Trans>End</Trans>
        </dt>
        <dd className={css.value}>
          <time dateTime={event.end}>{eventTime(event.end, i18n.locale)}</time>
        </dd>
      </dl>
      <p className={css.text}>{event.description}</p>
    </article>
  );
}
