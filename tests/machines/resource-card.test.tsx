import { type ResourceCardContext, resourceCardMachine } from '@machines/resource-card.machine';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { ResourceCard } from '@/shared/resources-room/resource-cards';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';
import { createRoomDeferred, deferredRoomLogic, sampleResource } from '../support/resources-room-view';

type Snap = SnapshotFrom<typeof resourceCardMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const page = '/resources-room/categories/Network%20Security?page=1';
const member = sampleResource({ likes: 12, views: 40, likedByMe: false });
const visitor = sampleResource({ likes: 12, views: 40 });

/** The member toggles, the server agrees (or fails, and the like is rolled back); one view is counted. */
function eventsFor(snapshot: Snap): ModelEvent[] {
  const { likes, liked, views } = snapshot.context;
  const events: ModelEvent[] = [];
  if (snapshot.matches({ like: 'idle' })) events.push({ type: 'like.toggle' });
  if (snapshot.matches({ like: 'toggling' }))
    events.push(
      { type: 'xstate.done.actor.toggleLike', output: { likes, liked } },
      { type: 'xstate.error.actor.toggleLike', error: { kind: 'http', status: 500 } },
      { type: 'xstate.error.actor.toggleLike', error: { kind: 'network' } },
    );
  if (snapshot.matches({ view: 'idle' }) && views === 40) events.push({ type: 'resource.open' });
  if (snapshot.matches({ view: 'counting' }))
    events.push(
      { type: 'xstate.done.actor.countView', output: { views: views + 1, counted: true } },
      { type: 'xstate.error.actor.countView', error: { kind: 'network' } },
    );
  return events;
}

/** The like button: its name is 'Like <title>, <n> likes' (the visible count is part of the name). */
const heart = () => screen.getByRole('button', { name: (name) => name.startsWith(`Like ${member.title}, `) });

function expectCard({ likes, liked, views, error }: ResourceCardContext) {
  expect(heart().textContent).toContain(`${likes} likes`);
  expect(heart().getAttribute('aria-label')).toBe(`Like ${member.title}, ${likes} likes`);
  expect(heart().getAttribute('aria-pressed')).toBe(String(liked));
  expect(screen.getByText(`${views} views`)).toBeTruthy();
  const alert = screen.queryByRole('alert');
  expect(alert?.textContent).toBe(error?.message);
}

let user: Awaited<ReturnType<typeof renderView>>['user'];
let router: Awaited<ReturnType<typeof renderView>>['router'];

const states: StateAssertions = {
  'like.idle': (snapshot) => {
    expectCard((snapshot as Snap).context);
    expect(heart().getAttribute('aria-busy')).toBe('false');
  },
  'like.toggling': (snapshot) => {
    // Shown at once, before the server answers.
    expectCard((snapshot as Snap).context);
    expect(heart().getAttribute('aria-busy')).toBe('true');
  },
  'like.signInAsked': () => {
    // To /login, and back to this resource on this page once signed in.
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: `${page}#resource-${visitor.id}` });
  },
  'view.idle': (snapshot) =>
    expect(screen.getByText(`${(snapshot as Snap).context.views} views`)).toBeTruthy(),
  'view.counting': (snapshot) =>
    expect(screen.getByText(`${(snapshot as Snap).context.views} views`)).toBeTruthy(),
};

const executors: EventExecutors = {
  'like.toggle': () => user.click(heart()),
  // The link opens the material in a new tab (the browser's part); the click counts the view.
  'resource.open': () => {
    const link = screen.getByRole('link', { name: member.title });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
  },
};

let deferred: DeferredActors;

modelSuite(resourceCardMachine, {
  title: 'resource card machine (the heart and the link) in the resources room',
  eventsFor: eventsFor as never,
  inputs: [
    { label: 'a member', input: { resource: member } },
    { label: 'a visitor', input: { resource: visitor } },
  ],
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([snapshot.value, context.likes, context.liked, context.views, context.error]);
  },
  states,
  executors,
  deferredActors: createRoomDeferred,
  render: async (walk) => {
    deferred = walk.deferred!;
    const { resource } = walk.input as { resource: typeof member };
    ({ user, router } = await renderView(
      <ResourceCard resource={resource} logic={deferredRoomLogic(deferred).card} />,
      { url: page },
    ));
    expect(within(screen.getByRole('article')).getByText(resource.subcategory)).toBeTruthy();
  },
  afterWalk: () => {
    for (const input of [...deferred.inputs.toggleLike!, ...deferred.inputs.countView!])
      expect(input).toEqual({ id: member.id });
  },
});
