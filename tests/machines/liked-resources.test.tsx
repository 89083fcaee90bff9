import type { Resource } from '@contracts/resources';
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  type LikedResourcesNetwork,
  likedResourcesMachine,
  likedResourcesWith,
} from '@/screens/member/liked-resources/liked-resources.machine';
import { LikedResourcesView } from '@/screens/member/liked-resources/liked-resources.view';
import { renderTablePage } from '../support/table-page';
import { tablePageSuite } from '../support/table-page-suite';

const liked: Resource[] = Array.from({ length: 13 }, (_, index) => ({
  id: `${String(index).padStart(8, '0')}-3333-4333-8333-333333333333`,
  title: `Resource ${index + 1}`,
  icon: '',
  category: 'Front-End Development',
  subcategory: 'State Management',
  url: `https://docs.example/${index + 1}`,
  likes: 3,
  views: 10,
  likedByMe: true,
  createdAt: '2025-04-02T10:00:00.000Z',
}));

tablePageSuite(likedResourcesMachine, {
  title:
    '/dashboard/resources: the screen machine (the collection machine at 10, the table itself) against the view',
  items: liked,
  texts: {
    loading: 'Loading resources...',
    empty: 'You have not liked any resources yet.',
    failed: 'Failed to fetch resources',
    pager: 'Resource pages',
  },
  fetchError: { kind: 'network' },
  headers: ['Resource Name', 'Date', 'Actions'],
  assertRows: (rows, items) => {
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      items.map((item) => `${item.title}${item.subcategory}`),
    );
    rows.forEach((row, index) => {
      const view = within(row).getByRole('link', {
        name: `View ${items[index]!.title} (opens in a new tab)`,
      });
      expect(view.getAttribute('href')).toBe(items[index]!.url);
      expect(view.getAttribute('rel')).toBe('noopener noreferrer');
    });
  },
  // No row action changes a row: the page and total tell the states apart.
  serializeRows: () => [],
  deferredActors: ['fetchPage'],
  notOffered: {
    'collection.refresh': 'nothing on the page changes the list',
    'item.replace': 'the table has no row actions that change a resource',
    'item.remove': 'unliking happens in the resources room',
  },
  render: (deferred) =>
    renderTablePage(
      <LikedResourcesView logic={likedResourcesWith(deferred.actors as unknown as LikedResourcesNetwork)} />,
      deferred,
      '/dashboard/resources',
    ),
});
