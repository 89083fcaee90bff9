import { LIGHT_CACHE_ENTRIES, lightRenditions } from '@server/uploads/light-rendition';
import { describe, expect, it } from 'vitest';
import { imageBytes } from '../support/content-helpers';

/**
 * The light copies one instance keeps in memory for `Save-Data` (server/uploads/light-rendition.ts): bounded
 * in bytes and in number. An image already small is kept as a mark ("serve the stored one") weighing next
 * to nothing, so only a count bounds how many of those a stream of small uploads leaves in memory.
 */
describe('the light copies kept in memory', () => {
  it(`hold at most ${LIGHT_CACHE_ENTRIES} entries, however small each is`, { timeout: 60_000 }, async () => {
    const small = new Uint8Array(await imageBytes('webp', 16, 16));
    const light = lightRenditions();
    for (let n = 0; n < LIGHT_CACHE_ENTRIES + 100; n++) {
      // Small: the stored image stands for its light copy.
      expect(await light(`upload-${n}`, small)).toBeNull();
    }
    expect(LIGHT_CACHE_ENTRIES).toBeGreaterThan(0);
    expect(light.held()).toBe(LIGHT_CACHE_ENTRIES);
  });
});
