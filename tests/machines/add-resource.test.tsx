import { resourceMessages } from '@contracts/resources';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addResourceMachine } from '@/screens/admin/add-resource/add-resource.machine';
import { createAdminResourcesDeferred, renderAddResource } from '../support/admin-resources-view';
import { acceptedEventTypes } from '../support/model-paths';
import { sampleResource } from '../support/resources-room-view';

/**
 * The /add-resource screen machine's own rules, walked through the view (the form's own graph is walked
 * through this screen in tests/machines/resource-form.test.tsx): a resource that could not be read is said
 * so with a way back, a form saved or cancelled goes back to /resources, and a form in error moves the
 * focus. The last test fails when the screen machine accepts an event no test here takes.
 */
describe('the /add-resource screen machine', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  const stored = sampleResource();

  it('says a resource that could not be read is not found, with a link back to the table', async () => {
    const deferred = createAdminResourcesDeferred();
    await renderAddResource(deferred, undefined, true);
    expect(screen.getByText(resourceMessages.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to resources' }).getAttribute('href')).toBe('/resources');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('goes back to /resources when the form is cancelled', async () => {
    const deferred = createAdminResourcesDeferred();
    const { user, router } = await renderAddResource(deferred, stored);
    expect(screen.getByRole('heading', { name: 'Edit resource' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(deferred.inputs.saveItem ?? []).toEqual([]);
    take('resource.closed');
  });

  it('goes back to /resources once the server stored the form', async () => {
    const deferred = createAdminResourcesDeferred();
    const { user, router } = await renderAddResource(deferred, stored);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(deferred.inputs.saveItem).toMatchObject([{ id: stored.id }]);
    expect(router.state.location.pathname).toBe('/add-resource');
    await act(async () => deferred.settle({ type: 'xstate.done.actor.saveItem', output: stored }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
  });

  it('an empty new resource is not sent: the first field in error gets the focus', async () => {
    const deferred = createAdminResourcesDeferred();
    const { user } = await renderAddResource(deferred);
    expect(screen.getByRole('heading', { name: 'Add new resource' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Resource title/)));
    expect(deferred.inputs.saveItem ?? []).toEqual([]);
    take('resource.invalid');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(addResourceMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
