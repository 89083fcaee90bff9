/**
 * `npm run bench:language-switch`: how long a language switch takes on a throttled phone. The built product
 * (run `npm run build` first) on a fresh embedded database, in Debian's Chromium with Lighthouse's mobile
 * profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down): for each page, open it in English, wait
 * until it is idle, click "Français" in the mobile menu, and time until the page reads French (its skip
 * link) at its French address. The switch must not reload the document (a marker on the window must
 * survive). Prints a Markdown table; exits 1 when a switch takes more than 300 ms unless BENCH_REPORT_ONLY=1.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { SEEDED_MEMBER_ID, withFreshServer } from './bench/support';

const PAGES = ['/', '/projects', `/members/${SEEDED_MEMBER_ID}`, '/hire-us', '/login', '/resources-room'];
const BUDGET_MS = 300;
const RUNS = 3;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Milliseconds from the click to a French page at the French address. */
async function switchOnce(base: string, path: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
    await page.waitForTimeout(500);
    await throttle(page);
    const english = await page.locator('a[href="#main"]').textContent();
    // A marker on the window survives an in-page switch and not a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Menu' }).click();
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('link', { name: 'Français' }).click();
    await page
      .waitForFunction(
        (before) =>
          document.documentElement.lang === 'fr' &&
          location.pathname.startsWith('/fr') &&
          document.querySelector('a[href="#main"]')?.textContent !== before,
        english,
      )
      .catch(async (error: unknown) => {
        const state = await page.evaluate(() => [
          location.pathname,
          document.documentElement.lang,
          document.querySelector('h1')?.textContent,
        ]);
        throw new Error(`${path}: no French page after the click (${state.join(' | ')}): ${String(error)}`);
      });
    const ended = await page.evaluate(() => performance.now());
    if (!(await page.evaluate(() => 'sameDocument' in window)))
      throw new Error(`${path}: the switch reloaded the page`);
    return ended - started;
  } finally {
    await browser.close();
  }
}

const results = await withFreshServer('language-switch', async (base) => {
  const rows: { path: string; times: number[] }[] = [];
  for (const path of PAGES) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await switchOnce(base, path));
    rows.push({ path, times });
  }
  return rows;
});

console.log('| Page | Switch to French (ms), median of 3 | Slowest (ms) |');
console.log('| --- | ---: | ---: |');
const slow: string[] = [];
for (const { path, times } of results) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[1]!;
  console.log(`| ${path} | ${Math.round(median)} | ${Math.round(sorted.at(-1)!)} |`);
  if (median > BUDGET_MS) slow.push(path);
}
console.log(
  `\nChromium, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s; load average ${loadavg()[0]!.toFixed(1)}. Budget ≤ ${BUDGET_MS} ms.`,
);
if (slow.length > 0 && process.env.BENCH_REPORT_ONLY !== '1') {
  console.error(`Over ${BUDGET_MS} ms: ${slow.join(', ')}`);
  process.exit(1);
}
