import { MessageResponse } from '@contracts/users';
import { expect, it, vi } from 'vitest';
import { call, open } from '@/api/http';

// The client chunk (ky) loads with the first call; here the browser could not fetch it.
vi.mock('@/api/http-client', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('a client that fails to load is a network failure, as a call that got no answer', async () => {
  await expect(call(({ http }) => http.get('config'), MessageResponse)).rejects.toEqual({ kind: 'network' });
  await expect(open(({ sessionHttp }) => sessionHttp.delete('tasks/1'))).rejects.toEqual({ kind: 'network' });
});
