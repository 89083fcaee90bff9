import { useLingui } from '@lingui/react';

/** Two letters for an avatar: the first of the first and of the last name. */
export function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

/** A stored UTC time in the page's language: date and time, date only, or hours and minutes. */
export function useLocalTimes() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return {
    dateTime: (iso: string) => new Date(iso).toLocaleString(language),
    date: (iso: string) => new Date(iso).toLocaleDateString(language),
    time: (iso: string) => new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }),
  };
}
