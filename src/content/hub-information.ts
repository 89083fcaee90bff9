/** The information page (spec: Other static pages): MISSION, VISION and GOALS. */
export const hubInformation = [
  {
    id: 'mission',
    title: 'MISSION',
    text: 'To empower young developers in Africa with practical skills, mentorship and real client projects, so that they build software that solves local problems.',
  },
  {
    id: 'vision',
    title: 'VISION',
    text: 'A continent where every talented student can become a world-class developer without leaving home, and where local companies find the technology partners they need next door.',
  },
  {
    id: 'goals',
    title: 'GOALS',
    text: 'Train a new cohort of full-stack developers every year, deliver dependable projects for our clients, and help our members into jobs, internships and their own start-ups.',
    points: [
      'Run hands-on learning tracks in front-end, back-end and cybersecurity.',
      'Pair every new member with an experienced mentor.',
      'Ship client projects with tests, documentation and weekly demos.',
      'Grow a community that shares knowledge through talks, blogs and open source.',
    ],
  },
] as const;
