/** A project card (spec §3): the fixed sample projects shown on /projects. */
export interface ProjectCard {
  id: string;
  title: string;
  description: string;
  owner: string;
  ownerRole: string;
  ownerAvatar: string;
  image: string;
  link: string;
}

/** Spec §9: project cards are 280 px; the carousel is 350 px on wide screens and 300 px on narrow ones. */
export const PROJECT_CARD_SIZE = 280;
export const CAROUSEL_SIZE_WIDE = 350;
export const CAROUSEL_SIZE_NARROW = 300;

/** Spec §9: the projects banner claims 30+ projects. */
export const PROJECTS_CLAIM = '30+ Projects';

/** Spec §9: the 'All Projects' rows hold 2, 3, 3, 2 cards, repeating. */
export const PROJECT_ROW_PATTERN = [2, 3, 3, 2] as const;

const image = (id: string) => `/images/projects/${id}.svg`;
const avatar = (memberId: string) => `/images/members/${memberId}.svg`;

/** The seven sample projects (the same projects the demo database holds), owned by the built-in members. */
export const sampleProjects: readonly ProjectCard[] = [
  {
    id: 'umurima-market',
    title: 'Umurima Market',
    description:
      'A marketplace that connects smallholder farmers in Musanze with buyers in Kigali, with mobile money checkout.',
    owner: 'Aline Uwase',
    ownerRole: 'Full Stack Developer',
    ownerAvatar: avatar('aline-uwase'),
    image: image('umurima-market'),
    link: 'https://github.com/hub-rwanda/umurima-market',
  },
  {
    id: 'sacco-shield',
    title: 'SACCO Shield',
    description: 'Security hardening and monitoring toolkit for savings and credit cooperatives.',
    owner: 'Claudine Umutoni',
    ownerRole: 'Cybersecurity Analyst',
    ownerAvatar: avatar('claudine-umutoni'),
    image: image('sacco-shield'),
    link: 'https://github.com/hub-rwanda/sacco-shield',
  },
  {
    id: 'field-notes',
    title: 'Field Notes',
    description: 'Offline-first Android app for agronomists to record crop data and sync over 2G.',
    owner: 'Eric Habimana',
    ownerRole: 'Mobile Developer',
    ownerAvatar: avatar('eric-habimana'),
    image: image('field-notes'),
    link: 'https://github.com/hub-rwanda/field-notes',
  },
  {
    id: 'hub-assistant',
    title: 'Hub Assistant',
    description: 'The multilingual chatbot that answers visitors’ questions about the hub.',
    owner: 'Diane Ingabire',
    ownerRole: 'Data Scientist',
    ownerAvatar: avatar('diane-ingabire'),
    image: image('hub-assistant'),
    link: 'https://github.com/hub-rwanda/hub-assistant',
  },
  {
    id: 'twige-learning',
    title: 'Twige Learning',
    description: 'A course platform with downloadable lessons for schools with limited connectivity.',
    owner: 'Grace Mukamana',
    ownerRole: 'UI/UX Designer & Frontend Developer',
    ownerAvatar: avatar('grace-mukamana'),
    image: image('twige-learning'),
    link: 'https://github.com/hub-rwanda/twige-learning',
  },
  {
    id: 'moto-dispatch-api',
    title: 'Moto Dispatch API',
    description: 'Dispatch and tracking API for a Kigali moto-taxi delivery start-up.',
    owner: 'Jean Claude Niyonzima',
    ownerRole: 'Backend Engineer',
    ownerAvatar: avatar('jean-claude-niyonzima'),
    image: image('moto-dispatch-api'),
    link: 'https://github.com/hub-rwanda/moto-dispatch-api',
  },
  {
    id: 'cloud-starter-kit',
    title: 'Cloud Starter Kit',
    description: 'Templates and CI pipelines that put a new hub project online in a day.',
    owner: 'Patrick Mugisha',
    ownerRole: 'DevOps & Cloud Engineer',
    ownerAvatar: avatar('patrick-mugisha'),
    image: image('cloud-starter-kit'),
    link: 'https://github.com/hub-rwanda/cloud-starter-kit',
  },
];

/**
 * Splits projects into rows following the pattern (2, 3, 3, 2, then again); each row keeps the number of
 * slots its place in the pattern gives, so a short last row leaves its slots empty rather than stretching.
 */
export function projectRows<T>(
  items: readonly T[],
  pattern: readonly number[] = PROJECT_ROW_PATTERN,
): { slots: number; items: T[] }[] {
  const rows: { slots: number; items: T[] }[] = [];
  let start = 0;
  for (let row = 0; start < items.length; row += 1) {
    const slots = pattern[row % pattern.length]!;
    rows.push({ slots, items: items.slice(start, start + slots) });
    start += slots;
  }
  return rows;
}
