import type { Resource } from '@contracts/resources';
import {
  type ResourcesRoomHomeNetwork,
  resourcesRoomHomeWith,
} from '@/screens/public/resources-room-home/resources-room-home.machine';
import {
  type ResourcesRoomListNetwork,
  resourcesRoomListWith,
} from '@/screens/public/resources-room-list/resources-room-list.machine';
import { resourceCardLogic } from '@/shared/resources-room/resource-card.logic';
import { createDeferredActors, type DeferredActors } from './deferred-actors';

/** Every network actor of the room's pages, by the name each machine gives it. */
export const roomActorNames = ['fetchPage', 'toggleLike', 'countView'] as const;

export function createRoomDeferred(): DeferredActors {
  return createDeferredActors(roomActorNames);
}

/** The room's screens and cards with deferred actors in place of the network. */
export function deferredRoomLogic(deferred: DeferredActors) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  const network = deferred.actors as unknown as ResourcesRoomHomeNetwork & ResourcesRoomListNetwork;
  return {
    home: resourcesRoomHomeWith(network),
    list: resourcesRoomListWith(network),
    card: resourceCardLogic.provide({ actors: deferred.actors as never }),
  };
}

export function sampleResource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'OWASP Top Ten',
    icon: '/api/uploads/44444444-4444-4444-8444-444444444444',
    category: 'Cyber Security',
    subcategory: 'Vulnerability Management',
    url: 'https://owasp.org/www-project-top-ten/',
    likes: 12,
    views: 40,
    createdAt: '2025-05-02T09:15:00.000Z',
    ...overrides,
  };
}

/** `count` resources with distinct ids and titles (a `title` function may repeat some). */
export function sampleResources(
  count: number,
  title = (index: number) => `Resource ${index + 1}`,
): Resource[] {
  return Array.from({ length: count }, (_, index) =>
    sampleResource({
      id: `${String(index).padStart(8, '0')}-3333-4333-8333-333333333333`,
      title: title(index),
      likes: 100 - index,
      views: index * 3,
    }),
  );
}
