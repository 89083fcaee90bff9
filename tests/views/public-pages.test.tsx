import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

/** Each information page at its URL (route matching ignores letter case), with its title and sections. */
describe('public information pages', () => {
  it.each([
    ['/hire-us', 'Hire Us', 'Hire Us · Hub'],
    ['/blog', 'Blog', 'Blog · Hub'],
    ['/hub-information', 'Hub Information', 'Hub Information · Hub'],
    ['/Hub-information', 'Hub Information', 'Hub Information · Hub'],
    ['/abouthub', 'Why the hub', 'Why the hub · Hub'],
    ['/chatcard', 'Hub Assistant', 'Chat with the Hub · Hub'],
  ])('%s shows the page "%s"', async (url, heading, title) => {
    await renderApp(url);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy());
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/hub-information has MISSION, VISION and GOALS, the services, the latest projects and the FAQ', async () => {
    await renderApp('/hub-information');
    for (const name of ['MISSION', 'VISION', 'GOALS'])
      expect(await screen.findByRole('heading', { level: 3, name })).toBeTruthy();
    const services = screen.getByRole('region', { name: 'Our services' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['System Development', 'Project Management', 'System Analyst', 'Cybersecurity']);
    const latest = screen.getByRole('region', { name: 'Our Latest Projects' });
    const titles = within(latest)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Music Festival', 'Music Festival', 'Music Festival', 'Music Festival']);
    const trusted = screen.getByRole('region', { name: 'Trusted by' });
    expect(within(trusted).getAllByRole('img').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeTruthy();
  });

  it('/abouthub shows three team cards', async () => {
    await renderApp('/abouthub');
    const teams = await screen.findByRole('region', { name: 'Our teams' });
    expect(within(teams).getAllByRole('listitem')).toHaveLength(3);
  });

  it("'Chat with us' opens the chat page", async () => {
    const { user, router } = await renderApp('/abouthub');
    await user.click(await screen.findByRole('link', { name: 'Chat with us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatcard'));
    expect(await screen.findByText('Send a message to start chatting!')).toBeTruthy();
  });
});
