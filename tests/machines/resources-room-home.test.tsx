import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourcesRoomHomeView } from '@/screens/public/resources-room-home/resources-room-home.view';
import { renderView } from '../support/render-view';
import { createRoomDeferred, deferredRoomLogic, sampleResources } from '../support/resources-room-view';

/**
 * The room's home screen (/resources-room): its most liked list, which is the screen machine (the collection
 * machine, walked through this screen in tests/machines/resource-room.test.tsx with every event it takes),
 * is one read sorted by likes.
 */
describe('the /resources-room screen machine', () => {
  it('reads the most liked list once, 30 sorted by likes', async () => {
    const deferred = createRoomDeferred();
    const { home, card } = deferredRoomLogic(deferred);
    await renderView(<ResourcesRoomHomeView logic={home} card={card} />, { url: '/resources-room' });
    expect(deferred.inputs.fetchPage).toEqual([{ sort: 'likes', page: 1, limit: 30 }]);
  });

  it('shows the list the prerendered HTML carries at once, and reads it again quietly', async () => {
    const deferred = createRoomDeferred();
    const { home, card } = deferredRoomLogic(deferred);
    const initial = { items: sampleResources(2), total: 2 };
    await renderView(<ResourcesRoomHomeView logic={home} card={card} initial={initial} />, {
      url: '/resources-room',
    });
    for (const resource of initial.items) screen.getByRole('article', { name: resource.title });
    expect(screen.queryByText('Loading resources...')).toBeNull();
    expect(deferred.inputs.fetchPage).toEqual([{ sort: 'likes', page: 1, limit: 30 }]);
  });
});
