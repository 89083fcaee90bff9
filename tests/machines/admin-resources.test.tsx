import type { Resource } from '@contracts/resources';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import {
  adminResourcesMachine,
  resourceTableMachine,
} from '@/screens/admin/admin-resources/admin-resources.machine';
import { AdminResourcesView } from '@/screens/admin/admin-resources/admin-resources.view';
import {
  adminResourcesLogicWith,
  createAdminResourcesDeferred,
  renderAdminResources,
} from '../support/admin-resources-view';
import type { DeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { sampleResources } from '../support/resources-room-view';
import { renderTablePage } from '../support/table-page';
import { cellTextsOf, dateAndTimeOf, tablePageSuite } from '../support/table-page-suite';

const twelve: Resource[] = sampleResources(12).map((resource, index) => ({
  ...resource,
  category: index % 2 ? 'Front-End Development' : 'Cyber Security',
  createdAt: `2025-04-${String(index + 1).padStart(2, '0')}T14:30:00.000Z`,
}));

tablePageSuite(resourceTableMachine, {
  title: "/resources: the screen machine's table (collection child at 10) against the view",
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

/**
 * The screen machine's own rules, walked through the view: a row's Delete asks the delete question about
 * that resource, and a deletion drops the row and refreshes the sidebar's count ('N in all'). The last test
 * fails when the screen machine accepts an event no test here takes.
 */
describe('the /resources screen machine joins its children', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  const [first, second] = twelve;
  let user: UserEvent;
  let deferred: DeferredActors;
  let refreshed = 0;

  it("a delete asks, drops the row, refills the page from the server and refreshes the sidebar's count", async () => {
    deferred = createAdminResourcesDeferred();
    ({ user } = await renderTablePage(
      <RefreshAdminBadges.Provider value={() => void refreshed++}>
        <AdminResourcesView logic={adminResourcesLogicWith(deferred)} />
      </RefreshAdminBadges.Provider>,
      deferred,
      '/resources',
      [first!, second!],
    ));
    await user.click(screen.getByRole('button', { name: `Delete ${first!.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(
      within(dialog).getByText(`Are you sure you want to delete the resource “${first!.title}”?`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deferred.inputs.deleteItem).toEqual([{ id: first!.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refreshed).toBe(1);
    expect(deferred.inputs.fetchPage).toHaveLength(2);
    take('resource.delete', 'resource.deleted');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(adminResourcesMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
