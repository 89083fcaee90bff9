import type { NewHubEventRow } from '../schema';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * The hub's sample events (the spec's Event entity: title, location, start, end, description, image).
 * Times are relative to the seed's clock so the demo always has upcoming and past events; "past" is never
 * stored (an event is past once its end is before now). Pictures ship under `public/images/`.
 */
export function sampleEvents(now: Date): NewHubEventRow[] {
  const at = (days: number, hours: number) => new Date(now.getTime() + days * day + hours * hour);
  const event = (
    title: string,
    location: string,
    startDays: number,
    lengthHours: number,
    description: string,
    image: string,
  ): NewHubEventRow => ({
    title,
    location,
    start: at(startDays, 0),
    end: at(startDays, lengthHours),
    description,
    image,
    createdAt: at(Math.min(startDays, 0) - 14, 0),
  });
  return [
    event(
      'Hack the Hub: 24-hour hackathon',
      'Innovation Hub, Main Hall',
      5,
      24,
      'Teams of three build a working prototype for a local challenge in 24 hours. Mentors on site; food provided.',
      '/images/teams/product-engineering.svg',
    ),
    event(
      'Intro to API design',
      'Lab 2',
      8,
      2,
      'A hands-on session on designing REST APIs: resources, status codes, paging and errors.',
      '/images/topics/api.svg',
    ),
    event(
      'Cyber security capture the flag',
      'Lab 1',
      12,
      4,
      'Find the flags in a deliberately vulnerable web app. Beginners welcome; bring a laptop.',
      '/images/teams/security.svg',
    ),
    event(
      'Database clinic',
      'Online (Google Meet)',
      15,
      2,
      'Bring your schema and your slow queries: indexes, migrations and query plans explained.',
      '/images/topics/database.svg',
    ),
    event(
      'Demo day: spring projects',
      'Innovation Hub, Main Hall',
      21,
      3,
      'Member teams present their projects to partners and the community.',
      '/images/services/project-management.svg',
    ),
    event(
      'Community meetup',
      'Hub café',
      28,
      2,
      'Meet the members, share what you are working on and find collaborators.',
      '/images/teams/community.svg',
    ),
    event(
      'Testing front-end apps',
      'Lab 2',
      -6,
      2,
      'Component tests, model-based tests and end-to-end tests in a real browser.',
      '/images/topics/tests.svg',
    ),
    event(
      'Network security basics',
      'Lab 1',
      -13,
      3,
      'Firewalls, segmentation and monitoring for small organisations.',
      '/images/topics/network.svg',
    ),
    event(
      'Welcome evening for new members',
      'Hub café',
      -30,
      3,
      'An introduction to the hub, its teams and how to start a project.',
      '/images/about-hub.svg',
    ),
  ];
}
