/** A count badge shows '99+' above 99. */
export const BADGE_COUNT_CAP = 99;

/** The text of a count badge: the number, or '99+' when it is above the cap. */
export function badgeCountText(count: number): string {
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(count);
}

/** The admin sidebar's counts; a count left undefined (its call failed) shows no badge. */
export interface AdminBadgeCounts {
  /** Inquiries with status Pending. */
  inquiries: number | undefined;
  resources: number | undefined;
  /** Projects waiting for review. */
  projects: number | undefined;
}
