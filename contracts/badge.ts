/** Spec §9: a count badge shows '99+' above 99. */
export const BADGE_COUNT_CAP = 99;

/** The text of a count badge: the number, or '99+' when it is above the cap. */
export function badgeCountText(count: number): string {
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(count);
}
