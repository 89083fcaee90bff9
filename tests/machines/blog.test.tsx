import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type BlogNetwork, blogMachine, blogWith } from '@/screens/public/blog/blog.machine';
import { BlogView } from '@/screens/public/blog/blog.view';
import { createDeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { renderView } from '../support/render-view';

/**
 * The /blog screen machine (its filter is walked through this screen in tests/machines/topic-filter.test.tsx):
 * the posts are read once, 100 at most, and a failed read offers Try again. The screen takes no event of
 * its own (the filter's buttons and search, and Try again, are its parts'); the last test fails when it does.
 */
describe('the /blog screen machine', () => {
  it("reads the posts once, shows 'Loading topics...', and Try again reads them again after a failure", async () => {
    const deferred = createDeferredActors(['fetchPage']);
    const { user } = await renderView(
      <BlogView logic={blogWith(deferred.actors as unknown as BlogNetwork)} />,
      {
        url: '/blog',
      },
    );
    expect(deferred.inputs.fetchPage).toEqual([{ page: 1, limit: 100 }]);
    expect(screen.getByText('Loading topics...')).toBeTruthy();
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(deferred.inputs.fetchPage).toHaveLength(2);
  });

  it('takes no event of its own', () => {
    expect(acceptedEventTypes(blogMachine)).toEqual([]);
  });
});
