import type { NewProjectRow } from '../schema';

const day = 24 * 60 * 60 * 1000;

/**
 * The seven sample projects of the public /projects page, owned by the built-in members: the one copy of
 * their data (the seed inserts them published, and the page reads them through `GET /api/projects`, newest
 * first, so `createdAt` keeps the page's order).
 * Their pictures ship with the site under `public/images/projects/`. `createdAt` is relative to the seed's clock.
 */
export function sampleProjects(now: Date): NewProjectRow[] {
  const ago = (days: number) => new Date(now.getTime() - days * day);
  return [
    {
      title: 'Umurima Market',
      description:
        'A marketplace that connects smallholder farmers in Musanze with buyers in Kigali, with mobile money checkout.',
      owner: 'Aline Uwase',
      ownerRole: 'Full Stack Developer',
      ownerImage: '/images/members/aline-uwase.svg',
      image: '/images/projects/umurima-market.svg',
      link: 'https://github.com/hub-rwanda/umurima-market',
      status: 'active',
      progress: 72,
      createdAt: ago(20),
    },
    {
      title: 'SACCO Shield',
      description: 'Security hardening and monitoring toolkit for savings and credit cooperatives.',
      owner: 'Claudine Umutoni',
      ownerRole: 'Cybersecurity Analyst',
      ownerImage: '/images/members/claudine-umutoni.svg',
      image: '/images/projects/sacco-shield.svg',
      link: 'https://github.com/hub-rwanda/sacco-shield',
      status: 'active',
      progress: 90,
      createdAt: ago(45),
    },
    {
      title: 'Field Notes',
      description: 'Offline-first Android app for agronomists to record crop data and sync over 2G.',
      owner: 'Eric Habimana',
      ownerRole: 'Mobile Developer',
      ownerImage: '/images/members/eric-habimana.svg',
      image: '/images/projects/field-notes.svg',
      link: 'https://github.com/hub-rwanda/field-notes',
      status: 'completed',
      progress: 100,
      createdAt: ago(60),
    },
    {
      title: 'Hub Assistant',
      description: 'The multilingual chatbot that answers visitors’ questions about the hub.',
      owner: 'Diane Ingabire',
      ownerRole: 'Data Scientist',
      ownerImage: '/images/members/diane-ingabire.svg',
      image: '/images/projects/hub-assistant.svg',
      link: 'https://github.com/hub-rwanda/hub-assistant',
      status: 'active',
      progress: 58,
      createdAt: ago(75),
    },
    {
      title: 'Twige Learning',
      description: 'A course platform with downloadable lessons for schools with limited connectivity.',
      owner: 'Grace Mukamana',
      ownerRole: 'UI/UX Designer & Frontend Developer',
      ownerImage: '/images/members/grace-mukamana.svg',
      image: '/images/projects/twige-learning.svg',
      link: 'https://github.com/hub-rwanda/twige-learning',
      status: 'active',
      progress: 15,
      createdAt: ago(95),
    },
    {
      title: 'Moto Dispatch API',
      description: 'Dispatch and tracking API for a Kigali moto-taxi delivery start-up.',
      owner: 'Jean Claude Niyonzima',
      ownerRole: 'Backend Engineer',
      ownerImage: '/images/members/jean-claude-niyonzima.svg',
      image: '/images/projects/moto-dispatch-api.svg',
      link: 'https://github.com/hub-rwanda/moto-dispatch-api',
      status: 'active',
      progress: 84,
      createdAt: ago(120),
    },
    {
      title: 'Cloud Starter Kit',
      description: 'Templates and CI pipelines that put a new hub project online in a day.',
      owner: 'Patrick Mugisha',
      ownerRole: 'DevOps & Cloud Engineer',
      ownerImage: '/images/members/patrick-mugisha.svg',
      image: '/images/projects/cloud-starter-kit.svg',
      link: 'https://github.com/hub-rwanda/cloud-starter-kit',
      status: 'completed',
      progress: 100,
      createdAt: ago(160),
    },
  ];
}
