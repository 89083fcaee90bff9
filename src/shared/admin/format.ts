/** Two letters for an avatar: the first of the first and of the last name. */
export function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}
