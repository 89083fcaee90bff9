import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

/** Each `<form …>` start tag of a page. */
const formTags = (html: string) => [...html.matchAll(/<form\b[^>]*>/gi)].map((match) => match[0]);
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? undefined;

/**
 * Before its scripts run a prerendered form is the browser's own: without `method="post"` Enter sends its
 * fields (a password, an inquiry's personal data) in the address, where history, proxies and Referer keep
 * them. Every form of every page the build prerenders posts to a path of this site without a query.
 */
describe('forms of the prerendered pages', () => {
  it('every <form> posts (method="post") to an explicit path without a query', async () => {
    const { prerenderPage, PRERENDERED_PAGES, prerenderedItemPages } = await import('@/app/prerender-page');
    const t = await createTestApp();
    try {
      const read = async (apiPath: string) => (await t.app.request(`/api/${apiPath}`)).json();
      const pages = { ...PRERENDERED_PAGES, ...(await prerenderedItemPages(read)) };
      const forms: { url: string; tag: string }[] = [];
      for (const [url, apiPaths] of Object.entries(pages)) {
        const data = Object.fromEntries(
          await Promise.all(apiPaths.map(async (apiPath) => [apiPath, await read(apiPath)] as const)),
        );
        for (const tag of formTags(await prerenderPage(url, data))) forms.push({ url, tag });
      }
      // The sign-in, sign-up, code, forgot-password, hire-us and chat pages at least.
      expect(forms.length).toBeGreaterThanOrEqual(6);
      const unsafe = forms.filter(({ tag }) => {
        const action = attribute(tag, 'action');
        return (
          attribute(tag, 'method')?.toLowerCase() !== 'post' ||
          action === undefined ||
          !/^\/[^?#]*$/.test(action)
        );
      });
      expect(unsafe).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);
});
