import { afterEach, describe, expect, it } from 'vitest';
import { readPageConfig } from '@/api/page-config';

/** The public settings a page carries; anything else leaves the caller to ask GET /api/config. */
function carry(content: string | null) {
  document.head.querySelector('meta[name="hub-config"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'hub-config';
  meta.content = content;
  document.head.append(meta);
}
afterEach(() => carry(null));

describe('readPageConfig', () => {
  it('reads the settings the server wrote into the page', () => {
    carry('{"googleClientId":"1234.apps.googleusercontent.com"}');
    expect(readPageConfig()).toEqual({ googleClientId: '1234.apps.googleusercontent.com' });
    carry('{"googleClientId":null}');
    expect(readPageConfig()).toEqual({ googleClientId: null });
  });

  it.each([
    ['no tag (the dev server)', null],
    ['the build’s empty tag', ''],
    ['malformed JSON', '{googleClientId'],
    ['another shape', '{"googleClientId":42}'],
  ])('%s → undefined', (_, content) => {
    carry(content);
    expect(readPageConfig()).toBeUndefined();
  });
});
