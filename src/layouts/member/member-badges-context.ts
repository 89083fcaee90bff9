import { createContext, useContext } from 'react';

/** Asks the member shell to fetch its sidebar counts again (a screen changed what they count). */
export const RefreshMemberBadges = createContext<() => void>(() => {});

/** The shell's refresh, or nothing outside the shell (a screen rendered alone in a test). */
export function useRefreshMemberBadges(): () => void {
  return useContext(RefreshMemberBadges);
}
