import { msg } from '@lingui/core/macro';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The 'Why the hub' page (/abouthub): the reasons, then three team cards. */
export const whyTheHub = {
  intro: msg`We are a student-led innovation hub in Musanze, Rwanda. Our members learn by building real products with real clients, guided by mentors who have shipped software for years.`,
  reasons: [
    { title: msg`Real projects`, text: msg`Members work on products that clients use, not on exercises.` },
    {
      title: msg`Mentorship`,
      text: msg`Every developer is paired with a senior member who reviews their work.`,
    },
    {
      title: msg`Community`,
      text: msg`Weekly talks, hack nights and a shared resources room keep everyone learning.`,
    },
  ],
} as const;

export const teams = [
  {
    id: 'product-engineering',
    name: msg`Product Engineering`,
    text: msg`Full-stack developers who design, build and maintain web and mobile applications for our clients.`,
    image: '/images/teams/product-engineering.svg',
  },
  {
    id: 'security',
    name: msg`Security & Infrastructure`,
    text: msg`The team that reviews code, hardens servers and keeps every project safe and online.`,
    image: '/images/teams/security.svg',
  },
  {
    id: 'community',
    name: msg`Community & Mentorship`,
    text: msg`Mentors and organisers who welcome new members, run learning tracks and connect members to jobs.`,
    image: '/images/teams/community.svg',
  },
] as const;
