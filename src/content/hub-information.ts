import { msg } from '@lingui/core/macro';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The information page (spec: Other static pages): MISSION, VISION and GOALS. */
export const hubInformation = [
  {
    id: 'mission',
    title: msg`MISSION`,
    text: msg`To empower young developers in Africa with practical skills, mentorship and real client projects, so that they build software that solves local problems.`,
  },
  {
    id: 'vision',
    title: msg`VISION`,
    text: msg`A continent where every talented student can become a world-class developer without leaving home, and where local companies find the technology partners they need next door.`,
  },
  {
    id: 'goals',
    title: msg`GOALS`,
    text: msg`Train a new cohort of full-stack developers every year, deliver dependable projects for our clients, and help our members into jobs, internships and their own start-ups.`,
    points: [
      msg`Run hands-on learning tracks in front-end, back-end and cybersecurity.`,
      msg`Pair every new member with an experienced mentor.`,
      msg`Ship client projects with tests, documentation and weekly demos.`,
      msg`Grow a community that shares knowledge through talks, blogs and open source.`,
    ],
  },
] as const;
