import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { routeFetch } from '../support/route-fetch';

/**
 * A results address whose subcategory is absent (blank: `%20`) is the results page of the default
 * subcategory, UI/UX Design (spec "Resources room": 'When the subcategory is absent it defaults to UI/UX
 * Design'), not the categories page.
 */
describe('/resources-room/categories/{subcategory} without a subcategory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([['/resources-room/categories/%20'], ['/resources-room/categories/%20%20']])(
    '%s shows the results for UI/UX Design',
    async (url) => {
      const asked: string[] = [];
      routeFetch((request) => {
        asked.push(request.url);
        return Response.json({ data: { resources: [] }, total: 0 });
      });
      const { router } = await renderApp(url);
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: 'RESULTS FOR UI/UX Design' })).toBeTruthy(),
      );
      // The address stays: the start's redirect to the canonical address keeps the blank.
      expect(router.history.location.pathname).toBe(url);
      expect(screen.queryByRole('heading', { level: 1, name: /categories/i })).toBeNull();
      await waitFor(() => expect(asked.some((address) => address.includes('/api/resources'))).toBe(true));
      expect(
        new URL(asked.find((address) => address.includes('/api/resources'))!).searchParams.get('subcategory'),
      ).toBe('UI/UX Design');
    },
  );
});
