import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourcesRoomListView } from '@/screens/public/resources-room-list/resources-room-list.view';
import { renderView } from '../support/render-view';
import { createRoomDeferred, deferredRoomLogic, sampleResources } from '../support/resources-room-view';

/**
 * The room's list screen (/resources-room/all-resources and /resources-room/categories/{subcategory}):
 * which list each address asks for, and the first page the HTML came with. Its screen machine is the list
 * (the collection machine), walked through this screen in tests/machines/resource-room.test.tsx with every
 * event it takes.
 */
describe('the resources room list screen machine', () => {
  async function renderList(input: Parameters<typeof ResourcesRoomListView>[0]) {
    const deferred = createRoomDeferred();
    const { list, card } = deferredRoomLogic(deferred);
    await renderView(<ResourcesRoomListView {...input} logic={list} card={card} />);
    return deferred;
  }

  it('every resource: no filter, headed All resources', async () => {
    const deferred = await renderList({ list: 'all' });
    expect(deferred.inputs.fetchPage).toEqual([{ page: 1, limit: 12 }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All resources');
  });

  it("a subcategory's results: its decoded name, or the default one for a blank name", async () => {
    let deferred = await renderList({ list: 'results', subcategory: 'Authentication & Authorization' });
    expect(deferred.inputs.fetchPage).toEqual([
      { subcategory: 'Authentication & Authorization', page: 1, limit: 12 },
    ]);
    document.body.innerHTML = '';
    deferred = await renderList({ list: 'results', subcategory: '  ' });
    expect(deferred.inputs.fetchPage).toEqual([{ subcategory: 'UI/UX Design', page: 1, limit: 12 }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('RESULTS FOR UI/UX Design');
  });

  it('shows the first page the HTML came with at once, without the loading text', async () => {
    const initial = { items: sampleResources(2), total: 2 };
    await renderList({ list: 'all', initial });
    expect(screen.queryByText('Loading resources...')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
