/** Two letters for an avatar: the first of the first and of the last name. */
export function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

/** A stored UTC time in the viewer's locale, date and time. */
export function localDateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
