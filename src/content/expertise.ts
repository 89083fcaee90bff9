/** What the home page's expertise section lists. */
export const expertise = [
  {
    title: 'Web applications',
    text: 'Fast, accessible sites and dashboards built with React and TypeScript.',
  },
  {
    title: 'APIs and back ends',
    text: 'Secure services on Node.js and PostgreSQL that are easy to run and extend.',
  },
  {
    title: 'Mobile-first design',
    text: 'Interfaces that work on the phones most of our users actually carry.',
  },
  {
    title: 'Cloud and DevOps',
    text: 'Automated builds, tests and deployments so releases are routine, not risky.',
  },
] as const;
