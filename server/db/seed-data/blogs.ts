import type { BlogCategory } from '@contracts/blogs';
import type { NewBlogRow } from '../schema';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

interface BlogSample {
  category: BlogCategory;
  /** '' for the topic items the public /blog page shows without a title. */
  title: string;
  text: string;
  image: string;
}

/**
 * The public /blog page's topic items (each group in the page's order), with their pictures from
 * `public/images/topics/`. Listed newest first, so each group keeps its order.
 */
const topicItems: BlogSample[] = [
  {
    category: 'Cyber security',
    title: 'Passwords that resist attacks',
    text: 'Why long passphrases beat complex rules, and how argon2 keeps stored passwords safe.',
    image: '/images/topics/lock.svg',
  },
  {
    category: 'Cyber security',
    title: 'Spotting phishing e-mails',
    text: 'Five signs that a message is not from who it claims, with examples from our inbox.',
    image: '/images/topics/shield.svg',
  },
  {
    category: 'Cyber security',
    title: '',
    text: 'A short checklist of the HTTP security headers every web app should send.',
    image: '/images/topics/network.svg',
  },
  {
    category: 'Front-end',
    title: 'Accessible forms',
    text: 'Labels, error messages and focus order: making forms work with a keyboard and a screen reader.',
    image: '/images/topics/form.svg',
  },
  {
    category: 'Front-end',
    title: 'State machines for UI',
    text: 'How XState turns loading, error and success screens into a chart you can test.',
    image: '/images/topics/states.svg',
  },
  {
    category: 'Front-end',
    title: '',
    text: 'Designing layouts that work from a 360 px phone to a wide desktop screen.',
    image: '/images/topics/devices.svg',
  },
  {
    category: 'Back End',
    title: 'Designing REST APIs',
    text: 'Resources, status codes and validation: an API that clients can rely on.',
    image: '/images/topics/api.svg',
  },
  {
    category: 'Back End',
    title: 'PostgreSQL for beginners',
    text: 'Tables, indexes and migrations explained with the schema of our own website.',
    image: '/images/topics/database.svg',
  },
  {
    category: 'Back End',
    title: '',
    text: 'Testing a Node.js server against a real database without slowing down the team.',
    image: '/images/topics/tests.svg',
  },
];

/** The hub's earlier sample posts, filed under the blog's three categories. */
const earlierPosts: (BlogSample & { daysAgo: number })[] = [
  {
    category: 'Front-end',
    title: 'What we learned shipping offline-first apps in Musanze',
    text: 'Service workers, local queues and honest sync indicators: what kept our field apps usable on 2G.',
    image: '/images/topics/devices.svg',
    daysAgo: 45,
  },
  {
    category: 'Back End',
    title: 'Inside the hub: a week of pair programming',
    text: 'Five days, three pairs and one API: how rotating pairs spread knowledge of the code base.',
    image: '/images/topics/api.svg',
    daysAgo: 30,
  },
  {
    category: 'Cyber security',
    title: 'Threat modelling for small teams',
    text: 'A one-hour session with a whiteboard finds the risks that matter before the first line of code.',
    image: '/images/topics/shield.svg',
    daysAgo: 18,
  },
  {
    category: 'Front-end',
    title: 'Designing for Kinyarwanda, English and French at once',
    text: 'Text that grows by a third, dates in three formats and a language switch people can find.',
    image: '/images/topics/form.svg',
    daysAgo: 9,
  },
  {
    category: 'Back End',
    title: 'Our first hackathon with Rwanda Polytechnic',
    text: 'Forty students, twelve teams and a weekend of building APIs for local co-operatives.',
    image: '/images/topics/database.svg',
    daysAgo: 2,
  },
];

/** Sample blog posts: the /blog page's topic items (newest) and the earlier posts. */
export function sampleBlogs(now: Date): NewBlogRow[] {
  const topics = topicItems.map((item, index) => ({
    ...item,
    createdAt: new Date(now.getTime() - (index + 1) * hour),
  }));
  const earlier = earlierPosts.map(({ daysAgo, ...post }) => ({
    ...post,
    createdAt: new Date(now.getTime() - daysAgo * day),
  }));
  return [...topics, ...earlier];
}
