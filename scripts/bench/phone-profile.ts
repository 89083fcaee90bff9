import type { Page } from 'playwright-core';

/** A network and CPU a page is opened with: round trip, bandwidth each way, CPU slowdown. */
export interface PhoneProfile {
  name: string;
  latencyMs: number;
  downloadKbit: number;
  uploadKbit: number;
  cpuSlowdown: number;
}

/** Lighthouse's mobile profile: a mid-range phone on a fair 4G connection. */
export const MOBILE: PhoneProfile = {
  name: 'mobile (150 ms, 1.6 Mbit/s, 4× CPU)',
  latencyMs: 150,
  downloadKbit: 1.6 * 1024,
  uploadKbit: 750,
  cpuSlowdown: 4,
};

/** A low-cost phone on a poor mobile connection, as many of the hub's visitors have. */
export const SLOW_PHONE: PhoneProfile = {
  name: 'slow phone (400 ms, 400 kbit/s, 4× CPU)',
  latencyMs: 400,
  downloadKbit: 400,
  uploadKbit: 400,
  cpuSlowdown: 4,
};

/** Applies `profile` to `page` through the DevTools protocol; it holds until the page is closed. */
export async function throttle(page: Page, profile: PhoneProfile): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbit * 1024) / 8,
    uploadThroughput: (profile.uploadKbit * 1024) / 8,
  });
}
