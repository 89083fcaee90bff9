import { createContext, useContext } from 'react';

/** Asks the admin shell to fetch its sidebar counts again (a screen changed what they count). */
export const RefreshAdminBadges = createContext<() => void>(() => {});

/** The shell's refresh, or nothing outside the shell (a screen rendered alone in a test). */
export function useRefreshAdminBadges(): () => void {
  return useContext(RefreshAdminBadges);
}
