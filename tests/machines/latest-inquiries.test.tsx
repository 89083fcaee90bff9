import type { Inquiry } from '@contracts/inquiries';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { latestInquiriesMachine } from '@/screens/admin/admin-dashboard/admin-dashboard.machine';
import { createAdminDashboardDeferred, renderDashboardPart } from '../support/admin-dashboard-view';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof latestInquiriesMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const statuses = ['Pending', 'Approved', 'Rejected'];
const newestFive: Inquiry[] = Array.from({ length: 5 }, (_, index) => ({
  id: `0000000${index}-0000-4000-8000-000000000000`,
  first_name: `First${index}`,
  last_name: `Last${index}`,
  email: `client${index}@example.com`,
  company_name: `Company ${index}`,
  job_title: `Job ${index}`,
  country: 'Rwanda',
  message: `<b>Message ${index}</b>`,
  status: statuses[index % 3]!,
  created_at: `2025-03-0${index + 1}T10:00:00.000Z`,
}));

function eventsFor(snapshot: Snap): ModelEvent[] {
  if (snapshot.matches('loading'))
    return [
      { type: 'xstate.done.actor.fetchPage', output: { items: newestFive, total: 12 } },
      { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } },
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } },
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
  return [{ type: 'collection.refresh' }];
}

const refreshButton = () => screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement;
const inquiryList = () => screen.queryByRole('list');

function expectAllLink() {
  expect(screen.getByRole('link', { name: 'All hire requests' }).getAttribute('href')).toBe('/hire-requests');
}

const states: StateAssertions = {
  loading: () => {
    expect(screen.getByRole('status').textContent).toBe('Loading inquiries...');
    expect(inquiryList()).toBeNull();
    expect(refreshButton().disabled).toBe(true);
    expectAllLink();
  },
  loaded: (snapshot) => {
    const { items } = (snapshot as Snap).context;
    const rows = within(inquiryList()!).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    items.forEach((inquiry, index) => {
      const link = within(rows[index]!).getByRole('link');
      expect(link.textContent).toBe(`${inquiry.company_name} - ${inquiry.job_title}`);
      expect(link.getAttribute('href')).toBe(`/admin/hire-inquiries/${inquiry.id}`);
      expect(within(rows[index]!).getByText(inquiry.status)).toBeTruthy();
      expect(rows[index]!.textContent).toContain(`From: ${inquiry.first_name} ${inquiry.last_name}`);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(refreshButton().disabled).toBe(false);
    expectAllLink();
  },
  empty: () => {
    expect(screen.getByText('No inquiries yet.')).toBeTruthy();
    expect(inquiryList()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch inquiries');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(inquiryList()).toBeNull();
    expectAllLink();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

const executors: EventExecutors = {
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  'collection.refresh': () => user.click(refreshButton()),
};

modelSuite(latestInquiriesMachine, {
  title: "latest inquiries (the collection machine at 5): the dashboard's 'Latest inquiries' widget",
  eventsFor: eventsFor as never,
  input: {},
  states,
  executors,
  deferredActors: createAdminDashboardDeferred,
  notOffered: {
    'page.goto': 'the widget shows the newest five only; the queue pages',
    'filters.change': 'no filters on the widget',
    'item.replace': 'the widget changes no inquiry',
    'item.remove': 'the widget deletes no inquiry',
  },
  // The widget as the dashboard's screen machine runs it.
  render: async ({ deferred }) => {
    ({ user } = await renderDashboardPart('latestInquiries', deferred!));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchPage!) expect(input).toEqual({ page: 1, limit: 5 });
  },
});
