import { PAGE_NOTICE_ATTRIBUTE } from '@contracts/page-forms';
import type { Page } from 'playwright-core';

/** Moments of a page's life, in ms from its navigation start (`performance.now()` in the page). */
export interface PageMarks {
  /** React has taken over #root (the readiness signal the browser tests wait for: `appHasStarted`). */
  react?: number;
  /** The form's submit event. */
  submit?: number;
  /** The entry held the submission with its notice (the scripts had not started yet). */
  held?: number;
}

/**
 * Marks `page`'s moments as they happen, reported to Node at once through a binding, so a mark survives
 * the tab leaving the document (a form the browser posts itself). Only the first of each name counts: a
 * page the browser posted to is a new document that marks again. (The page's part is a string: tsx's
 * name-keeping helper does not exist in the page.)
 */
export async function markPage(page: Page): Promise<PageMarks> {
  const marks: PageMarks = {};
  await page.exposeFunction('benchMark', (name: keyof PageMarks, at: number) => {
    marks[name] ??= at;
  });
  await page.addInitScript(`{
    const mark = (name) => window.benchMark(name, performance.now());
    const tookOver = () => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    };
    const poll = () => (tookOver() ? mark('react') : setTimeout(poll, 10));
    poll();
    addEventListener('submit', () => {
      mark('submit');
      setTimeout(() => {
        if (document.querySelector('[${PAGE_NOTICE_ATTRIBUTE}="held"]')) mark('held');
      }, 0);
    }, { capture: true });
  }`);
  return marks;
}
