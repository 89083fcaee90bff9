import { EventEmitter } from 'node:events';
import { type Audience, channelOf, closingEvent, type LiveBus, type LiveListener } from './bus';

/** The embedded default: one process, so an EventEmitter is the whole fan-out. */
export function createMemoryBus(): LiveBus {
  const emitter = new EventEmitter();
  // One listener per open stream and channel: thousands are expected, not a leak.
  emitter.setMaxListeners(0);
  const open = new Set<LiveListener>();
  function subscribe(accountId: string, listener: LiveListener) {
    const channels = [channelOf({ accountId }), channelOf('everyone')];
    for (const channel of channels) emitter.on(channel, listener);
    open.add(listener);
    return () => {
      open.delete(listener);
      for (const channel of channels) emitter.off(channel, listener);
    };
  }
  return {
    async publish(audience: Audience, event) {
      emitter.emit(channelOf(audience), event);
    },
    subscribe,
    openStream: async (accountId, listener) => ({ opened: true, close: subscribe(accountId, listener) }),
    async close() {
      for (const listener of [...open]) listener(closingEvent);
      open.clear();
      emitter.removeAllListeners();
    },
  };
}
