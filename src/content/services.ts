import { msg } from '@lingui/core/macro';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The services cards (spec: Other static pages). `icon` names an image in public/images/services/. */
export const services = [
  {
    title: msg`System Development`,
    text: msg`Web and mobile applications designed, built, tested and deployed end to end by our full-stack teams.`,
    icon: '/images/services/system-development.svg',
  },
  {
    title: msg`Project Management`,
    text: msg`Planning, milestones and weekly demos that keep your project on time, on budget and transparent.`,
    icon: '/images/services/project-management.svg',
  },
  {
    title: msg`System Analyst`,
    text: msg`We study your processes and data, then turn them into clear requirements and a system design.`,
    icon: '/images/services/system-analyst.svg',
  },
  {
    title: msg`Cybersecurity`,
    text: msg`Security reviews, hardening and secure-by-default code so your users and their data stay safe.`,
    icon: '/images/services/cybersecurity.svg',
  },
] as const;
