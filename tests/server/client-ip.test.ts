import { clientIp, normalizeAddress, trustProxy } from '@lib/http/client-ip';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

/** How a client address becomes a limit's key, and when X-Forwarded-For is believed. */

describe('normalizeAddress', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:0201', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2::9', '2001:0db8:0001:0002::/64'],
    ['[2001:db8:1:2::9]', '2001:0db8:0001:0002::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
  ])('%s → %s', (address, key) => {
    expect(normalizeAddress(address)).toBe(key);
  });

  it('every address of one /64 shares a key; the next /64 does not', () => {
    expect(normalizeAddress('2001:db8:0:1::1')).toBe(normalizeAddress('2001:db8:0:1:ffff:ffff:ffff:ffff'));
    expect(normalizeAddress('2001:db8:0:1::1')).not.toBe(normalizeAddress('2001:db8:0:2::1'));
  });
});

function appWith(hops: number) {
  return new Hono().use('*', trustProxy(hops)).get('/', (c) => c.text(clientIp(c)));
}
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('X-Forwarded-For', () => {
  it('is never read by default (TRUST_PROXY=0)', async () => {
    const res = await appWith(0).request(
      '/',
      { headers: { 'X-Forwarded-For': '198.51.100.7' } },
      fromSocket('::ffff:10.0.0.5'),
    );
    expect(await res.text()).toBe('10.0.0.5');
  });

  it('with one proxy: the entry the proxy appended, not what the client wrote before it', async () => {
    const res = await appWith(1).request(
      '/',
      { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' } },
      fromSocket('10.0.0.2'),
    );
    expect(await res.text()).toBe('198.51.100.7');
  });

  it('with two proxies: two places from the right; a short header falls back to its first entry', async () => {
    const two = appWith(2);
    const headers = { 'X-Forwarded-For': '203.0.113.9, 2001:db8:5:6::1, 10.0.0.3' };
    expect(await (await two.request('/', { headers }, fromSocket('10.0.0.2'))).text()).toBe(
      '2001:0db8:0005:0006::/64',
    );
    const short = await two.request(
      '/',
      { headers: { 'X-Forwarded-For': '198.51.100.8' } },
      fromSocket('10.0.0.2'),
    );
    expect(await short.text()).toBe('198.51.100.8');
  });
});
