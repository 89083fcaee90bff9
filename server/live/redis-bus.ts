import { Redis } from 'ioredis';
import {
  type Audience,
  channelOf,
  closingEvent,
  type LiveBus,
  type LiveEvent,
  type LiveListener,
} from './bus';

/**
 * Several instances: events are published on Redis channels and every instance relays those of the
 * accounts it has open streams for. One subscriber connection per instance; a channel is subscribed while
 * at least one local stream listens to it.
 */
export function createRedisBus(redisUrl: string, onError: (error: Error) => void = () => {}): LiveBus {
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { lazyConnect: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new Map<string, Set<LiveListener>>();

  subscriber.on('message', (channel: string, payload: string) => {
    const local = listeners.get(channel);
    if (!local) return;
    const event = parseEvent(payload);
    if (event) for (const listener of local) listener(event);
  });

  function listen(channel: string, listener: LiveListener) {
    let set = listeners.get(channel);
    if (!set) {
      set = new Set();
      listeners.set(channel, set);
      void subscriber.subscribe(channel).catch(onError);
    }
    set.add(listener);
  }

  function unlisten(channel: string, listener: LiveListener) {
    const set = listeners.get(channel);
    if (!set) return;
    set.delete(listener);
    if (set.size === 0) {
      listeners.delete(channel);
      void subscriber.unsubscribe(channel).catch(onError);
    }
  }

  function subscribe(accountId: string, listener: LiveListener) {
    const channels = [channelOf({ accountId }), channelOf('everyone')];
    for (const channel of channels) listen(channel, listener);
    return () => {
      for (const channel of channels) unlisten(channel, listener);
    };
  }

  return {
    async publish(audience: Audience, event) {
      await publisher.publish(channelOf(audience), JSON.stringify(event));
    },
    subscribe,
    openStream: async (accountId, listener) => ({ opened: true, close: subscribe(accountId, listener) }),
    async close() {
      const local = new Set([...listeners.values()].flatMap((set) => [...set]));
      for (const listener of local) listener(closingEvent);
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

function parseEvent(payload: string): LiveEvent | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value === 'object' && value !== null && typeof (value as LiveEvent).type === 'string') {
      return value as LiveEvent;
    }
  } catch {
    // A foreign message on our channel: ignored.
  }
  return null;
}
