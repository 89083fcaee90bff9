import { formatLocale, pageLanguage } from '@/lib/page-language';

/** A stored UTC time in the page's language and the viewer's time zone (Intl), with the zone named. */
const formats = new Map<string, Intl.DateTimeFormat>();

function eventTimeFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    const locale = formatLocale(language);
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      // Another language's conventions lend their digits, never their words (no French month on a
      // Kinyarwanda page).
      month: locale === language ? 'short' : '2-digit',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(language, format);
  }
  return format;
}

export function eventTime(iso: string, language: string = pageLanguage()): string {
  return eventTimeFormat(language).format(new Date(iso));
}
