import { msg } from '@lingui/core/macro';
import { loadCatalogs } from '@/i18n/catalogs';

// The home page's own texts live in its own catalog (the `/` page loads no other landing texts).
await loadCatalogs(import.meta.glob('./locales/*.po'));

/** What the home page's expertise section lists. */
export const expertise = [
  {
    id: 'web',
    title: msg`Web applications`,
    text: msg`Fast, accessible sites and dashboards built with React and TypeScript.`,
  },
  {
    id: 'apis',
    title: msg`APIs and back ends`,
    text: msg`Secure services on Node.js and PostgreSQL that are easy to run and extend.`,
  },
  {
    id: 'mobile',
    title: msg`Mobile-first design`,
    text: msg`Interfaces that work on the phones most of our users actually carry.`,
  },
  {
    id: 'cloud',
    title: msg`Cloud and DevOps`,
    text: msg`Automated builds, tests and deployments so releases are routine, not risky.`,
  },
] as const;

/** The home page's impact figures, as the specification gives them (the placements figure appears twice). */
export const impactStats = [
  { id: 'graduates', value: '260k+', label: msg`graduates since 2022` },
  { id: 'jobs', value: '65k', label: msg`jobs created` },
  { id: 'placements', value: '22k', label: msg`job placements` },
  { id: 'placements-again', value: '22k', label: msg`job placements` },
] as const;
