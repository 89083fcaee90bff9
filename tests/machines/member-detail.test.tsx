import type { Member } from '@contracts/members';
import { builtInMembers } from '@server/db/seed-data/members';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type MemberDetailNetwork,
  memberDetailMachine,
  memberDetailWith,
} from '@/screens/public/member-detail/member-detail.machine';
import { MemberDetailView } from '@/screens/public/member-detail/member-detail.view';
import { memberDetailMessages } from '../fixtures/spec-messages';
import { createDeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes, takenEventTypes } from '../support/model-paths';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

const { sortOrder: _, skills = [], ...seeded } = builtInMembers[0]!;
const aline: Member = { ...seeded, skills };

const events = [
  { type: 'xstate.done.actor.fetchMember', output: aline },
  {
    type: 'xstate.error.actor.fetchMember',
    error: { kind: 'http', status: 404, message: 'Member not found' },
  },
  {
    type: 'xstate.error.actor.fetchMember',
    error: { kind: 'http', status: 400, message: 'Invalid member id' },
  },
  { type: 'xstate.error.actor.fetchMember', error: { kind: 'http', status: 503 } },
  { type: 'xstate.error.actor.fetchMember', error: { kind: 'invalid-response' } },
  { type: 'xstate.error.actor.fetchMember', error: { kind: 'timeout' } },
  { type: 'member.retry' },
];

/** The profile as the prerendered HTML shows it (and as the API answers it). */
function expectProfile() {
  expect(screen.getByRole('heading', { level: 1, name: 'Aline Uwase' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
}

const states: StateAssertions = {
  revalidating: () => {
    expectProfile();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  loading: () => {
    expect(screen.getByRole('status').textContent).toBe('Loading member...');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  loaded: () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Aline Uwase' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Aline Uwase' }).getAttribute('src')).toBe(aline.imageUrl);
    expect(screen.getByText(aline.role)).toBeTruthy();
    expect(screen.getByText(aline.bio)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn how to become a member' }).getAttribute('href')).toBe(
      '/signup',
    );

    const education = screen.getByRole('region', { name: 'Education Background' });
    expect(within(education).getByRole('heading', { name: aline.education.degree })).toBeTruthy();
    expect(within(education).getByText(aline.education.institution)).toBeTruthy();
    expect(within(education).getByText(aline.education.description)).toBeTruthy();
    expect(education.querySelector('img')?.getAttribute('src')).toBe(aline.education.imageUrl);

    const contacts = [
      ['LinkedIn', aline.contacts.linkedin],
      ['Github', aline.contacts.github],
      ['Twitter', aline.contacts.twitter],
      ['Telegram', aline.contacts.telegram],
    ] as const;
    for (const [label, href] of contacts) {
      // (jsdom's name computation drops the space before the hidden hint that browsers keep)
      const link = screen.getByRole('link', { name: new RegExp(`^${label} ?\\(opens in a new tab\\)$`) });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    // Frontend Development 92%: React 92, TypeScript 87, Vite 82, CSS 77 (max(70, 92 − 5·i)).
    const skills = screen.getByRole('region', { name: 'Skills' });
    const frontend = within(skills).getByRole('heading', { name: 'Frontend Development' }).closest('li')!;
    const bars = within(frontend).getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.textContent?.trim(), Number(bar.getAttribute('value'))])).toEqual([
      ['92%', 92],
      ['87%', 87],
      ['82%', 82],
      ['77%', 77],
    ]);
    expect(within(frontend).getByRole('progressbar', { name: /React$/ })).toBe(bars[0]);
    // Testing 80%: Vitest 80, Playwright 75, Testing Library max(70, 70) = 70.
    const testing = within(skills).getByRole('heading', { name: 'Testing' }).closest('li')!;
    expect(
      within(testing)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('value')),
    ).toEqual(['80', '75', '70']);
    expect(within(skills).getByRole('link', { name: 'View more' }).getAttribute('href')).toBe('/projects');
  },
  notFound: () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all members' }).getAttribute('href')).toBe('/members');
    expect(screen.queryByRole('status')).toBeNull();
  },
  failed: (snapshot) => {
    const alert = screen.getByRole('alert');
    expect(['Failed to fetch member', 'Invalid response format', 'Unknown error']).toContain(
      alert.textContent,
    );
    expect(alert.textContent).toBe((snapshot.context as { error: { message: string } }).error.message);
    expect(screen.queryByRole('heading', { name: 'Member not found' })).toBeNull();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

const executors: EventExecutors = {
  'member.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
};

const { paths } = modelSuite(memberDetailMachine, {
  title: "/members/{id}: the screen machine (the profile's load) against the view",
  events,
  inputs: [
    { label: '', input: { id: aline.id } },
    // A prerendered /members/{id}: the profile comes with the HTML and is fetched again quietly.
    { label: 'prerendered', input: { id: aline.id, initial: aline } },
  ],
  states,
  executors,
  deferredActors: ['fetchMember'],
  render: async ({ deferred, input }) => {
    const logic = memberDetailWith(deferred!.actors as unknown as MemberDetailNetwork);
    const { initial } = input as { initial?: Member };
    ({ user } = await renderView(<MemberDetailView id={aline.id} initial={initial} logic={logic} />, {
      url: `/members/${aline.id}`,
    }));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchMember!) expect(input).toEqual({ id: aline.id });
  },
  messages: { catalogue: memberDetailMessages },
});

/**
 * The screen machine's own rules, through the view: which failure is 'Member not found' and which offers
 * Try again (fetching the same id again). The last test fails when the screen accepts an event no test takes.
 */
describe('the /members/{id} screen machine', () => {
  async function renderScreen(id = aline.id) {
    const deferred = createDeferredActors(['fetchMember']);
    const view = await renderView(
      <MemberDetailView
        id={id}
        logic={memberDetailWith(deferred.actors as unknown as MemberDetailNetwork)}
      />,
      { url: `/members/${id}` },
    );
    return { ...view, deferred };
  }

  it('a removed or malformed id is not found, with no Try again', async () => {
    const { deferred } = await renderScreen('nobody-here');
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.fetchMember', error: { kind: 'http', status: 400 } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(deferred.inputs.fetchMember).toEqual([{ id: 'nobody-here' }]);
  });

  it('Try again after a failure fetches the same member again', async () => {
    const { deferred, user: person } = await renderScreen();
    await act(async () =>
      deferred.settle({ type: 'xstate.error.actor.fetchMember', error: { kind: 'http', status: 503 } }),
    );
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toBe('Loading member...');
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchMember', output: aline }));
    expect(screen.getByRole('heading', { level: 1, name: 'Aline Uwase' })).toBeTruthy();
    expect(deferred.inputs.fetchMember).toEqual([{ id: aline.id }, { id: aline.id }]);
  });

  it('takes every event the screen machine accepts', () => {
    const taken = takenEventTypes(paths);
    expect(acceptedEventTypes(memberDetailMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
