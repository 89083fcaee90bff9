/** A stored UTC time in the viewer's locale and time zone (Intl), with the zone named. */
const eventTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

export function eventTime(iso: string): string {
  return eventTimeFormat.format(new Date(iso));
}
