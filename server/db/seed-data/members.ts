import type { NewMemberRow } from '../schema';

/**
 * The 7 built-in hub members (spec: member detail). The only copy of their data: the seed inserts it and
 * the API serves it. Avatars live in `public/images/members/<id>.svg`.
 */

/** Education pictures use an image that ships with the site (no remote images). */
const campusImage = '/images/about-hub.svg';

const contactsFor = (handle: string) => ({
  linkedin: `https://www.linkedin.com/in/${handle}`,
  github: `https://github.com/${handle}`,
  twitter: `https://x.com/${handle.replace(/-/g, '_')}`,
  telegram: `https://t.me/${handle.replace(/-/g, '_')}`,
});

export const builtInMembers: NewMemberRow[] = [
  {
    id: 'aline-uwase',
    name: 'Aline Uwase',
    role: 'Full Stack Developer',
    imageUrl: '/images/members/aline-uwase.svg',
    bio: 'Aline builds web platforms end to end, from PostgreSQL schemas to accessible React interfaces. She led the hub’s cooperative payments dashboard for farmers in Musanze and mentors first-year members on clean code and code review.',
    education: {
      degree: 'BSc in Software Engineering',
      institution: 'University of Rwanda, College of Science and Technology',
      description:
        'Graduated with honours; final-year project on offline-first mobile money reconciliation for village savings groups.',
      imageUrl: campusImage,
    },
    contacts: contactsFor('aline-uwase'),
    skills: [
      { name: 'Frontend Development', technologies: ['React', 'TypeScript', 'Vite', 'CSS'], percent: 92 },
      { name: 'Backend Development', technologies: ['Node.js', 'Hono', 'PostgreSQL'], percent: 88 },
      { name: 'Testing', technologies: ['Vitest', 'Playwright', 'Testing Library'], percent: 80 },
    ],
    sortOrder: 1,
  },
  {
    id: 'jean-claude-niyonzima',
    name: 'Jean Claude Niyonzima',
    role: 'Backend Engineer',
    imageUrl: '/images/members/jean-claude-niyonzima.svg',
    bio: 'Jean Claude designs APIs and data pipelines that keep working on slow networks. He maintains the hub’s shared authentication service and has integrated MTN Mobile Money and Airtel Money for two client projects.',
    education: {
      degree: 'BSc in Computer Science',
      institution: 'INES-Ruhengeri',
      description:
        'Focused on distributed systems and databases; teaching assistant for the networking course.',
      imageUrl: campusImage,
    },
    contacts: contactsFor('jean-claude-niyonzima'),
    skills: [
      { name: 'API Design', technologies: ['Node.js', 'Express', 'OpenAPI', 'REST'], percent: 90 },
      { name: 'Databases', technologies: ['PostgreSQL', 'Redis', 'Drizzle ORM'], percent: 86 },
      { name: 'Python', technologies: ['Django', 'FastAPI'], percent: 75 },
    ],
    sortOrder: 2,
  },
  {
    id: 'grace-mukamana',
    name: 'Grace Mukamana',
    role: 'UI/UX Designer & Frontend Developer',
    imageUrl: '/images/members/grace-mukamana.svg',
    bio: 'Grace turns interviews with real users into interfaces people enjoy. She runs the hub’s design critiques, owns its design tokens and makes sure every screen works with a keyboard and a screen reader.',
    education: {
      degree: 'BA in Creative Design',
      institution: 'University of Rwanda, College of Arts and Social Sciences',
      description:
        'Studied visual communication, then completed a certificate in human-computer interaction.',
      imageUrl: campusImage,
    },
    contacts: contactsFor('grace-mukamana'),
    skills: [
      { name: 'Product Design', technologies: ['Figma', 'User Research', 'Prototyping'], percent: 94 },
      {
        name: 'Frontend Development',
        technologies: ['React', 'vanilla-extract', 'HTML', 'CSS'],
        percent: 84,
      },
      { name: 'Accessibility', technologies: ['WCAG 2.2', 'axe', 'ARIA'], percent: 82 },
    ],
    sortOrder: 3,
  },
  {
    id: 'eric-habimana',
    name: 'Eric Habimana',
    role: 'Mobile Developer',
    imageUrl: '/images/members/eric-habimana.svg',
    bio: 'Eric builds Android and cross-platform apps for users with low-end phones and patchy coverage. His field-data app for agronomists in Northern Province syncs thousands of records a week over 2G.',
    education: {
      degree: 'Advanced Diploma in Information Technology',
      institution: 'Rwanda Polytechnic, Musanze College',
      description:
        'Specialised in mobile application development; top of the class in the final practical exam.',
      imageUrl: campusImage,
    },
    contacts: contactsFor('eric-habimana'),
    skills: [
      { name: 'Mobile Development', technologies: ['Flutter', 'Dart', 'Kotlin'], percent: 89 },
      { name: 'Offline Sync', technologies: ['SQLite', 'WorkManager', 'Firebase'], percent: 78 },
    ],
    sortOrder: 4,
  },
  {
    id: 'diane-ingabire',
    name: 'Diane Ingabire',
    role: 'Data Scientist',
    imageUrl: '/images/members/diane-ingabire.svg',
    bio: 'Diane builds models that help small businesses forecast demand and spot fraud. She trained the intent classifier behind the hub’s chatbot and teaches the weekly data-literacy session for new members.',
    education: {
      degree: 'MSc in Data Science',
      institution: 'African Institute for Mathematical Sciences (AIMS) Rwanda',
      description: 'Thesis on Kinyarwanda text classification with small labelled data sets.',
      imageUrl: campusImage,
    },
    contacts: contactsFor('diane-ingabire'),
    skills: [
      { name: 'Machine Learning', technologies: ['Python', 'scikit-learn', 'PyTorch'], percent: 91 },
      { name: 'Data Engineering', technologies: ['pandas', 'SQL', 'Airflow'], percent: 83 },
      { name: 'Natural Language Processing', technologies: ['spaCy', 'Hugging Face', 'NLP.js'], percent: 80 },
      { name: 'Visualisation', technologies: ['Plotly', 'visx', 'Power BI'], percent: 76 },
    ],
    sortOrder: 5,
  },
  {
    id: 'patrick-mugisha',
    name: 'Patrick Mugisha',
    role: 'DevOps & Cloud Engineer',
    imageUrl: '/images/members/patrick-mugisha.svg',
    bio: 'Patrick keeps the hub’s projects deployed, monitored and backed up. He automated the CI pipelines every team uses and cut hosting costs for a Kigali logistics client by moving them to containers.',
    education: {
      degree: 'BSc in Information Technology',
      institution: 'Adventist University of Central Africa (AUCA)',
      description:
        'Networks and systems administration track; AWS Certified Solutions Architect – Associate.',
      imageUrl: campusImage,
    },
    contacts: contactsFor('patrick-mugisha'),
    skills: [
      { name: 'Cloud Infrastructure', technologies: ['AWS', 'Terraform', 'Docker'], percent: 87 },
      { name: 'CI/CD', technologies: ['GitHub Actions', 'Bash', 'Linux'], percent: 90 },
      { name: 'Observability', technologies: ['Prometheus', 'Grafana', 'Loki'], percent: 74 },
    ],
    sortOrder: 6,
  },
  {
    id: 'claudine-umutoni',
    name: 'Claudine Umutoni',
    role: 'Cybersecurity Analyst',
    imageUrl: '/images/members/claudine-umutoni.svg',
    bio: 'Claudine reviews every hub project for security before it ships. She runs threat-modelling workshops, leads the capture-the-flag team and helped a Rwandan SACCO harden its online banking portal.',
    education: {
      degree: 'BSc in Information Systems and Security',
      institution: 'Carnegie Mellon University Africa',
      description:
        'Concentration in applied cryptography and secure software; research on mobile money fraud patterns.',
      imageUrl: campusImage,
    },
    contacts: contactsFor('claudine-umutoni'),
    skills: [
      { name: 'Application Security', technologies: ['OWASP ASVS', 'Burp Suite', 'Semgrep'], percent: 88 },
      { name: 'Network Security', technologies: ['Wireshark', 'Nmap', 'pfSense'], percent: 81 },
      { name: 'Incident Response', technologies: ['Wazuh', 'Velociraptor', 'Sigma'], percent: 77 },
    ],
    sortOrder: 7,
  },
];
