import { type EventTab, eventMessages, type HubEvent } from '@contracts/events';
import { commonFailureTexts } from '@contracts/failure-message';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageCountOf } from '@machines/collection.machine';
import { useActor, useSelector } from '@xstate/react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
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
  const { eventList } = snapshot.children;
  const list = useSelector(eventList, (child) => child);
  const when = snapshot.context.when;
  const { t, i18n } = useLingui();
  const text = useSourceText();
  return (
    <section className={page.page} aria-labelledby="hub-events-title">
      <title>{t`Hub events · Hub`}</title>
      <h1 id="hub-events-title" className={page.title}>
        <Trans>Hub events</Trans>
      </h1>
      {list ? (
        <Tabs
          label={t`Hub events`}
          tabs={tabs.map((tab) => ({ id: tab.id, label: i18n._(tab.label) }))}
          selected={when}
          onSelect={(tab) => send({ type: 'events.tab', when: tab })}
        >
          <LoadStatus
            state={loadStateOf(list)}
            loadingText={t`Loading events...`}
            emptyText={text(emptyText[when])}
            error={list.context.error && text(list.context.error)}
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
              label={t`Event pages`}
              variant="numbered"
              page={list.context.page}
              pageCount={pageCountOf(list.context)}
              onGoto={(number) => eventList?.send({ type: 'page.goto', page: number })}
            />
          )}
        </Tabs>
      ) : (
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
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
