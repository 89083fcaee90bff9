import { resourceCategories } from '@contracts/resources';
import type { NewResourceRow } from '../schema';
import { generatedText, pick } from './generated-words';

const day = 24 * 60 * 60 * 1000;

/**
 * The 8 sample resources of the resources room (titles are unique, so the room's
 * deduplication by title keeps all eight), each with the material it links to, spread over the tree's
 * subcategories. `likes` and `views` are the counts the samples start with.
 */
export function sampleResources(now: Date): NewResourceRow[] {
  const ago = (days: number) => new Date(now.getTime() - days * day);
  return [
    {
      title: 'OAuth 2.0 and OpenID Connect in Practice',
      url: 'https://cheatsheetseries.owasp.org/cheatsheets/OAuth2_Cheat_Sheet.html',
      icon: '/images/hero.svg',
      category: 'Cyber Security',
      subcategory: 'Authentication & Authorization',
      likes: 248,
      views: 3120,
      createdAt: ago(40),
    },
    {
      title: 'Firewall Rules for Small Offices',
      url: 'https://cheatsheetseries.owasp.org/cheatsheets/Network_Segmentation_Cheat_Sheet.html',
      icon: '/images/about-hub.svg',
      category: 'Cyber Security',
      subcategory: 'Network Security',
      likes: 131,
      views: 1875,
      createdAt: ago(33),
    },
    {
      title: 'Designing Components That Scale',
      url: 'https://react.dev/learn/thinking-in-react',
      icon: '/images/team-captain.svg',
      category: 'Front-End Development',
      subcategory: 'Component Design',
      likes: 302,
      views: 4410,
      createdAt: ago(28),
    },
    {
      title: 'State Machines for User Interfaces',
      url: 'https://stately.ai/docs/state-machines-and-statecharts',
      icon: '/images/hero.svg',
      category: 'Front-End Development',
      subcategory: 'State Management',
      likes: 215,
      views: 2980,
      createdAt: ago(21),
    },
    {
      title: 'Measuring Web Performance on Slow Networks',
      url: 'https://developer.mozilla.org/en-US/docs/Web/Performance',
      icon: '/images/about-hub.svg',
      category: 'Front-End Development',
      subcategory: 'Performance Optimization',
      likes: 187,
      views: 2540,
      createdAt: ago(15),
    },
    {
      title: 'Building REST APIs with Hono',
      url: 'https://hono.dev/docs/',
      icon: '/images/team-captain.svg',
      category: 'Back-End Development',
      subcategory: 'API Development',
      likes: 264,
      views: 3675,
      createdAt: ago(12),
    },
    {
      title: 'PostgreSQL for Application Developers',
      url: 'https://www.postgresql.org/docs/current/tutorial.html',
      icon: '/images/hero.svg',
      category: 'Back-End Development',
      subcategory: 'Database Integration',
      likes: 198,
      views: 2890,
      createdAt: ago(7),
    },
    {
      title: 'Shipping with Docker and GitHub Actions',
      url: 'https://docs.github.com/en/actions/use-cases-and-examples/publishing-packages/publishing-docker-images',
      icon: '/images/about-hub.svg',
      category: 'Back-End Development',
      subcategory: 'DevOps & Deployment',
      likes: 156,
      views: 2210,
      createdAt: ago(3),
    },
  ];
}

/** Every (category, subcategory) pair of the tree, in the tree's order. */
const treePairs = Object.entries(resourceCategories).flatMap(([category, subcategories]) =>
  subcategories.map((subcategory) => ({ category, subcategory })),
);
const generatedIcons = ['/images/hero.svg', '/images/about-hub.svg', '/images/team-captain.svg'];

/**
 * `count` generated resources from row `start` on (the benchmarks' rows): spread evenly over every pair of
 * the tree, one a minute further back, with like counts from 0 to 499 in a scattered order (many ties, as
 * real counts have) and views to match.
 */
export function generatedResources(now: Date, count: number, start = 0): NewResourceRow[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const likes = (index * 7_919) % 500;
    return {
      title: generatedText(index + 7).title,
      icon: pick(generatedIcons, index),
      ...pick(treePairs, index),
      url: `https://example.org/resources/${index}`,
      likes,
      views: likes * 12 + (index % 97),
      createdAt: new Date(now.getTime() - (index + 1) * 60_000),
    };
  });
}
