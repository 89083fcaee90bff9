/**
 * The parts of the site's layout every page loads once it has painted: the footer, the header's account
 * part and the focus after a navigation. Each is lazy so the first paint never waits for it; all three
 * arrive at the same moment, so their lazy wrappers import this one module: one chunk, one request and
 * one compression window (about 0.4 kB gzip less than three chunks).
 */
export { DesktopAccount, MobileAccount } from './header-account';
export { RouteFocus } from './route-focus';
export { SiteFooter } from './site-footer';
