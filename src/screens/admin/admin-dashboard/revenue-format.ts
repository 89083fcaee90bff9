import { MONTH_LABELS } from '@contracts/revenue';
import { useLingui } from '@lingui/react/macro';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { formatLocale } from '@/lib/page-language';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * The revenue panel's money, percents and month names in the page's language (contracts/revenue-figures.ts
 * keeps the figures; the view writes them). English stays the specification's: '$12,345', '$12.3k', 'Jan'.
 */
export function useRevenueFormat() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const language = i18n.locale;
  const monthFormat = new Intl.DateTimeFormat(formatLocale(language), { month: 'short', timeZone: 'UTC' });
  return {
    /** A whole-dollar amount: 12345 → '$12,345'. */
    dollars: (amount: number) =>
      format.number(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    /** A total in $ thousands with one decimal: 12345 → '$12.3k'. */
    thousands(total: number) {
      const amount = format.number(total / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return t`$${amount}k`;
    },
    /** A rounded percent: 12 → '12%'. */
    percent: (change: number) => format.number(change / 100, { style: 'percent', maximumFractionDigits: 0 }),
    /** A month's short name (1 is January). */
    month: (month: number) =>
      language === 'en'
        ? (MONTH_LABELS[month - 1] ?? '')
        : monthFormat.format(new Date(Date.UTC(2000, month - 1, 1))),
  };
}
