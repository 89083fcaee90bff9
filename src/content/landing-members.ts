/** The three sample cards of the home page's 'Hub Members Profile' block; ids match seeded members. */
export interface LandingMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  image: string;
  location: string;
  email: string;
  skills: readonly string[];
  projects: number;
  joinedYear: number;
}

export const landingMembers: readonly LandingMember[] = [
  {
    id: 'aline-uwase',
    name: 'Aline Uwase',
    role: 'Full Stack Developer',
    bio: 'Builds accessible web apps with React and Node, and mentors new members in their first projects.',
    image: '/images/members/aline-uwase.svg',
    location: 'Musanze, Rwanda',
    email: 'aline@hub.example',
    skills: ['React', 'Node.js', 'PostgreSQL'],
    projects: 12,
    joinedYear: 2022,
  },
  {
    id: 'jean-claude-niyonzima',
    name: 'Jean Claude Niyonzima',
    role: 'Full Stack Developer',
    bio: 'Designs APIs and data models for client systems, with a soft spot for tidy database schemas.',
    image: '/images/members/jean-claude-niyonzima.svg',
    location: 'Kigali, Rwanda',
    email: 'jeanclaude@hub.example',
    skills: ['TypeScript', 'Hono', 'Docker'],
    projects: 9,
    joinedYear: 2023,
  },
  {
    id: 'grace-mukamana',
    name: 'Grace Mukamana',
    role: 'Full Stack Developer',
    bio: 'Turns research into product: user interviews, prototypes and the code that ships them.',
    image: '/images/members/grace-mukamana.svg',
    location: 'Musanze, Rwanda',
    email: 'grace@hub.example',
    skills: ['Figma', 'React', 'Python'],
    projects: 7,
    joinedYear: 2023,
  },
];
