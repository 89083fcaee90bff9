import { msg } from '@lingui/core/macro';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * 'Our Latest Projects': placeholder cards. The specification gives the same Music Festival content
 * repeated four times, so the four cards share it.
 */
const musicFestival = {
  title: msg`Music Festival`,
  date: 'Kigali, 2024',
  text: msg`A ticketing and line-up site for a three-day music festival, with mobile-money payments and QR entry.`,
  image: '/images/projects/music-festival.svg',
} as const;

export const latestProjects = [1, 2, 3, 4].map((n) => ({ id: `music-festival-${n}`, ...musicFestival }));
