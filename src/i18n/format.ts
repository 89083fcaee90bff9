import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { formatLocale } from '@/lib/page-language';
import { loadCatalogs } from './catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const MINUTES_PER_DAY = 1_440;

/**
 * Languages whose relative times Intl writes itself, the same in every runtime. English keeps the
 * specification's "5 min ago"; Kinyarwanda's relative times are in no browser's data (and only as
 * placeholders in Node's), so both take the catalog's plural messages.
 */
const intlRelative = (language: string) => language === 'fr' || language === 'sw';

/**
 * Dates, times, numbers and relative times in the page's language. Relative time is minutes under an hour, hours
 * under a day, otherwise the date. Intl writes them in the language's `formatLocale` (French conventions
 * on Kinyarwanda pages); relative times come from Intl in French and Swahili, from the catalog's plural
 * messages in English and Kinyarwanda.
 */
export function useFormat() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const locale = formatLocale(language);
  const date = (value: string | Date) => new Date(value).toLocaleDateString(locale);
  return {
    date,
    dateTime: (value: string | Date) => new Date(value).toLocaleString(locale),
    /** Hours and minutes. */
    time: (value: string | Date) =>
      new Date(value).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options).format(value),
    relative(at: Date, now: Date): string {
      const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
      if (minutes >= MINUTES_PER_DAY) return date(at);
      const hours = Math.floor(minutes / 60);
      if (intlRelative(language)) {
        const format = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'short' });
        return minutes < 60 ? format.format(-minutes, 'minute') : format.format(-hours, 'hour');
      }
      return minutes < 60
        ? plural(minutes, { other: '# min ago' })
        : plural(hours, { one: '# hour ago', other: '# hours ago' });
    },
  };
}
