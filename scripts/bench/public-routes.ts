import { SEEDED_MEMBER_ID } from './support';

/**
 * The public route table of the specification, as the benches open it (there is no /services page: the
 * services are a section of /Hub-information, and /services answers 404 like any unknown address).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/members',
  `/members/${SEEDED_MEMBER_ID}`,
  '/projects',
  '/hire-us',
  '/login',
  '/signup',
  '/otp',
  '/blog',
  '/Hub-information',
  '/abouthub',
  '/chatcard',
  '/resources-room',
  '/resources-room/all-resources',
  '/resources-room/categories',
  '/resources-room/categories/UI%2FUX%20Design',
];
