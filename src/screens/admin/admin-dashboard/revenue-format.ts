import { MONTH_LABELS } from '@contracts/revenue';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * The months' short names, translated in the catalog: browsers have no Kinyarwanda month names (Intl would
 * write another language's), and one way serves every language.
 */
const MONTH_NAMES = [
  msg`Jan`,
  msg`Feb`,
  msg`Mar`,
  msg`Apr`,
  msg`May`,
  msg`Jun`,
  msg`Jul`,
  msg`Aug`,
  msg`Sep`,
  msg`Oct`,
  msg`Nov`,
  msg`Dec`,
];

/**
 * The revenue panel's money, percents and month names in the page's language (contracts/revenue-figures.ts
 * keeps the figures; the view writes them). English stays the specification's: '$12,345', '$12.3k', 'Jan'.
 */
export function useRevenueFormat() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const language = i18n.locale;
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
    month: (month: number) => {
      const name = MONTH_NAMES[month - 1];
      if (language === 'en' || !name) return MONTH_LABELS[month - 1] ?? '';
      return i18n._(name);
    },
  };
}
