/**
 * Relative time is minutes when under 60, hours when under 1,440 minutes, otherwise the date
 * (in the viewer's locale). One function for notifications and conversations.
 */
export function relativeTime(at: Date, now: Date, locale?: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 1_440) {
    const hours = Math.floor(minutes / 60);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return at.toLocaleDateString(locale);
}
