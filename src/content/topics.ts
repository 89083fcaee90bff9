import type { TopicGroup } from '@contracts/blogs';

/** The blog topic page's sample content: items grouped by category; a title is optional. */
export const topicGroups: readonly TopicGroup[] = [
  {
    category: 'Cyber security',
    items: [
      {
        id: 'passwords',
        image: '/images/topics/lock.svg',
        imageAlt: 'A padlock',
        title: 'Passwords that resist attacks',
        description: 'Why long passphrases beat complex rules, and how argon2 keeps stored passwords safe.',
      },
      {
        id: 'phishing',
        image: '/images/topics/shield.svg',
        imageAlt: 'A shield',
        title: 'Spotting phishing e-mails',
        description: 'Five signs that a message is not from who it claims, with examples from our inbox.',
      },
      {
        id: 'headers',
        image: '/images/topics/network.svg',
        imageAlt: 'Connected network nodes',
        description: 'A short checklist of the HTTP security headers every web app should send.',
      },
    ],
  },
  {
    category: 'Front-end',
    items: [
      {
        id: 'accessible-forms',
        image: '/images/topics/form.svg',
        imageAlt: 'A form with input fields',
        title: 'Accessible forms',
        description:
          'Labels, error messages and focus order: making forms work with a keyboard and a screen reader.',
      },
      {
        id: 'state-machines',
        image: '/images/topics/states.svg',
        imageAlt: 'Boxes joined by arrows',
        title: 'State machines for UI',
        description: 'How XState turns loading, error and success screens into a chart you can test.',
      },
      {
        id: 'responsive',
        image: '/images/topics/devices.svg',
        imageAlt: 'A phone next to a laptop',
        description: 'Designing layouts that work from a 360 px phone to a wide desktop screen.',
      },
    ],
  },
  {
    category: 'Back End',
    items: [
      {
        id: 'rest-apis',
        image: '/images/topics/api.svg',
        imageAlt: 'Curly braces',
        title: 'Designing REST APIs',
        description: 'Resources, status codes and validation: an API that clients can rely on.',
      },
      {
        id: 'postgres',
        image: '/images/topics/database.svg',
        imageAlt: 'A database cylinder',
        title: 'PostgreSQL for beginners',
        description: 'Tables, indexes and migrations explained with the schema of our own website.',
      },
      {
        id: 'testing',
        image: '/images/topics/tests.svg',
        imageAlt: 'A checklist with ticks',
        description: 'Testing a Node.js server against a real database without slowing down the team.',
      },
    ],
  },
];
