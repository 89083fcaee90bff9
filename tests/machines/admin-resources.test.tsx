import type { Resource } from '@contracts/resources';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { adminResourcesMachine } from '@/features/admin/resources/admin-resources.logic';
import { createAdminResourcesDeferred, renderAdminResources } from '../support/admin-resources-view';
import { sampleResources } from '../support/resources-room-view';
import { cellTextsOf, dateAndTimeOf, tablePageSuite } from '../support/table-page-suite';

const twelve: Resource[] = sampleResources(12).map((resource, index) => ({
  ...resource,
  category: index % 2 ? 'Front-End Development' : 'Cyber Security',
  createdAt: `2025-04-${String(index + 1).padStart(2, '0')}T14:30:00.000Z`,
}));

tablePageSuite(adminResourcesMachine, {
  title: 'admin resources table (the collection machine at 10) on /resources',
  items: twelve,
  texts: {
    loading: 'Loading resources...',
    empty: 'No resources yet.',
    failed: 'Resource API request failed',
    pager: 'Resource pages',
  },
  headers: ['Date', 'Time', 'Title', 'category', 'Action'],
  assertRows: (rows, items) => {
    expect(cellTextsOf(rows)).toEqual(
      items.map((resource) => [
        ...dateAndTimeOf(resource.createdAt),
        resource.title,
        resource.category,
        'EditDelete',
      ]),
    );
    rows.forEach((row, index) => {
      const resource = items[index]!;
      expect(
        within(row)
          .getByRole('link', { name: `Edit ${resource.title}` })
          .getAttribute('href'),
      ).toBe(`/add-resource?id=${resource.id}`);
      expect(within(row).getByRole('button', { name: `Delete ${resource.title}` })).toBeTruthy();
    });
  },
  assertAround: () => {
    expect(screen.getByRole('link', { name: 'Add new resource' }).getAttribute('href')).toBe('/add-resource');
  },
  deletes: 'the resource',
  deferredActors: createAdminResourcesDeferred,
  notOffered: {
    'item.replace': 'the form is a page of its own: back on /resources the table reads its page again',
    'collection.refresh': 'the form is a page of its own: back on /resources the table reads its page again',
  },
  render: (deferred) => renderAdminResources(deferred),
  afterWalk: ({ deferred }) => {
    for (const input of deferred.inputs.fetchPage!)
      expect(input).toEqual({ page: expect.any(Number), limit: 10 });
  },
});
