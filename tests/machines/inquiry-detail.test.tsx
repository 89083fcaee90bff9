import { inquiryAdminMessages } from '@contracts/inquiries';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type InquiryDetailNetwork,
  inquiryDetailMachine,
  inquiryDetailWith,
} from '@/screens/admin/inquiry-detail/inquiry-detail.machine';
import { InquiryDetailView } from '@/screens/admin/inquiry-detail/inquiry-detail.view';
import { inquiryDetailMessages } from '../fixtures/admin-inquiry-messages';
import { cardTitle, detailOf, sampleInquiries } from '../support/admin/inquiries';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes } from '../support/model-paths';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

type ModelEvent = EventObject & Record<string, unknown>;
const inquiry = sampleInquiries[3]!;
const detail = detailOf(inquiry, [
  {
    id: 'r1',
    subject: 'Your request',
    message: 'Thank you, let us talk on Monday.',
    sent_by: 'Hub Admin',
    sent_at: '2025-05-21T08:00:00.000Z',
  },
]);

function eventsFor(snapshot: { value: unknown }): ModelEvent[] {
  if (snapshot.value === 'failed') return [{ type: 'inquiry.retry' }];
  if (snapshot.value === 'loaded') return [];
  return [
    { type: 'xstate.done.actor.fetchInquiry', output: detail },
    { type: 'xstate.error.actor.fetchInquiry', error: { kind: 'http', status: 500 } },
    {
      type: 'xstate.error.actor.fetchInquiry',
      error: { kind: 'http', status: 404, message: inquiryAdminMessages.notFound },
    },
  ];
}

const states: StateAssertions = {
  loading: () => {
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  loaded: () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(cardTitle(inquiry));
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Company: inquiry.company_name,
      'Job title': inquiry.job_title,
      From: `${inquiry.first_name} ${inquiry.last_name}`,
      Email: inquiry.email,
      Message: '<img src=x onerror=alert(1)>',
      Status: inquiry.status,
      Created: new Date(inquiry.created_at).toLocaleString(),
    });
    expect(document.querySelector('img')).toBeNull();
    const replies = within(screen.getByRole('region', { name: 'Replies' })).getAllByRole('listitem');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.textContent).toContain('Your request');
    expect(replies[0]!.textContent).toContain('Thank you, let us talk on Monday.');
    expect(replies[0]!.textContent).toContain(
      `Sent by Hub Admin on ${new Date('2025-05-21T08:00:00.000Z').toLocaleString()}`,
    );
  },
  failed: (snapshot) => {
    const { error } = snapshot.context as { error: string };
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(['Failed to fetch inquiry', 'Inquiry not found']).toContain(error);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('term')).toBeNull();
  },
};

let user: UserEvent;
const executors: EventExecutors = {
  'inquiry.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
};

/** /admin/hire-inquiries/{id}: the screen machine with a deferred actor in place of its network. */
async function renderDetail(deferred: DeferredActors) {
  // The deferred actor stands in for the network actor (untyped: each path settles it with its outcome).
  const logic = inquiryDetailWith(deferred.actors as unknown as InquiryDetailNetwork);
  return renderView(<InquiryDetailView id={inquiry.id} logic={logic} />, {
    url: `/admin/hire-inquiries/${inquiry.id}`,
  });
}

/** Back leaves the page: its two ways are walked by the block below, which fails unless each event left out is taken there. */
const leavesThePage = { 'inquiry.back': 'it leaves the page: both ways are walked in the block below' };

modelSuite(inquiryDetailMachine, {
  title: "/admin/hire-inquiries/{id}: the screen machine (the inquiry's load) against the view",
  eventsFor: eventsFor as never,
  input: { id: inquiry.id },
  states,
  executors,
  deferredActors: ['fetchInquiry'],
  render: async ({ deferred }: WalkContext) => {
    ({ user } = await renderDetail(deferred!));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchInquiry!) expect(input).toEqual({ id: inquiry.id });
  },
  messages: { catalogue: inquiryDetailMessages },
  notOffered: leavesThePage,
});

/**
 * Back, walked through the view: it returns to the page the admin came from, or to the queue when this
 * inquiry was opened directly. The last test fails when an event the model suite leaves out is not taken
 * here.
 */
describe('the /admin/hire-inquiries/{id} screen machine', () => {
  const taken = new Set<string>();

  async function renderLoaded() {
    const deferred = createDeferredActors(['fetchInquiry']);
    const view = await renderDetail(deferred);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchInquiry', output: detail }));
    return { ...view, deferred };
  }

  it('Back returns to the queue when there is no page to go back to', async () => {
    const view = await renderLoaded();
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.router.state.location.pathname).toBe('/hire-requests');
    taken.add('inquiry.back');
  });

  it('Back returns to the page the admin came from', async () => {
    const view = await renderLoaded();
    await act(async () => view.router.history.push(`/admin/hire-inquiries/${inquiry.id}?again`));
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.router.state.location.searchStr).toBe(''));
    expect(view.router.state.location.pathname).toBe(`/admin/hire-inquiries/${inquiry.id}`);
    taken.add('inquiry.back');
  });

  it('asks for the inquiry of its route once, and shows it', async () => {
    const view = await renderLoaded();
    expect(view.deferred.inputs.fetchInquiry).toEqual([{ id: inquiry.id }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(cardTitle(inquiry));
  });

  it('takes every event the model suite leaves out', () => {
    expect(acceptedEventTypes(inquiryDetailMachine)).toContain('inquiry.back');
    expect(Object.keys(leavesThePage).filter((type) => !taken.has(type))).toEqual([]);
  });
});
