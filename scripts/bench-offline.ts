/**
 * `npm run bench:offline`: what the service worker buys on a poor connection. The built product (run
 * `npm run build` first) on a fresh embedded database, in Debian's Chromium, the worker registered and in
 * control after one visit of `/`, `/members` and `/projects`:
 * (a) every page request hanging (the network never answers): from navigation start to the first
 *     contentful paint of the saved `/members` (the worker gives up on the network after 2 s);
 * (b) offline: the same;
 * (c) a repeat visit of `/` with the worker warm: bytes that crossed the network (DevTools protocol
 *     `Network.loadingFinished` `encodedDataLength`, only for answers not served by the worker, per
 *     `Network.responseReceived` `response.fromServiceWorker`), beside a first visit without a worker.
 * Prints the median of RUNS runs and the machine's load average (other work on the machine skews (a)/(b)).
 */
import { loadavg } from 'node:os';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { withFreshServer } from './bench/support';

const RUNS = 5;
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A context whose page is controlled by the worker, after one visit of the pages to save. */
async function warmContext(base: string): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await chromium.launch(launchOptions);
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(
    'navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(() => navigator.serviceWorker.ready)',
  );
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
  for (const path of ['/', '/members', '/projects']) await page.goto(path, { waitUntil: 'networkidle' });
  return { context, page };
}

/** Milliseconds from navigation start to the first contentful paint of `/members`, and whether it is a saved copy. */
async function timeMembers(page: Page): Promise<{ fcp: number; saved: boolean }> {
  await page.goto('/members', { waitUntil: 'commit', timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Hub Members' }).waitFor({ timeout: 30_000 });
  const fcp = await page.waitForFunction(
    "performance.getEntriesByName('first-contentful-paint')[0]?.startTime",
  );
  return {
    fcp: Number(await fcp.jsonValue()),
    saved: (await page.evaluate("document.documentElement.hasAttribute('data-saved-copy')")) === true,
  };
}

async function hangingNetwork(base: string): Promise<number[]> {
  const { context, page } = await warmContext(base);
  await context.route('**/*', (route) => {
    const request = route.request();
    const isPage =
      request.resourceType() === 'document' ||
      (request.serviceWorker() !== null && (request.headers().accept ?? '').includes('text/html'));
    return isPage ? undefined : route.fallback();
  });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { fcp, saved } = await timeMembers(page);
    if (!saved) throw new Error('(a) /members was not the saved copy');
    times.push(fcp);
  }
  await context.browser()?.close();
  return times;
}

async function offline(base: string): Promise<number[]> {
  const { context, page } = await warmContext(base);
  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { fcp, saved } = await timeMembers(page);
    if (!saved) throw new Error('(b) /members was not the saved copy');
    times.push(fcp);
  }
  await context.browser()?.close();
  return times;
}

interface Visit {
  /** Bytes the page's requests moved over the network (answers not served by the worker). */
  network: number;
  requests: number;
  /** Answers the worker served (from its caches, or from its own fetch). */
  fromWorker: number;
  /** Bytes the worker itself fetched (its network-first page, its revalidations), with their count. */
  workerNetwork: number;
  workerRequests: number;
}

/**
 * Bytes of a visit of `/` that crossed the network: the page's own requests not answered by the worker
 * (the DevTools protocol on the page), plus what the worker fetched itself (its requests are not the
 * page's: counted from Playwright's view of the worker's requests, body and headers as received).
 */
async function measureVisit(page: Page): Promise<Visit> {
  let workerNetwork = 0;
  let workerRequests = 0;
  const pending: Promise<void>[] = [];
  page.context().on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    pending.push(
      request.sizes().then((sizes) => {
        workerNetwork += sizes.responseBodySize + sizes.responseHeadersSize;
        workerRequests += 1;
      }),
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const fromWorker = new Set<string>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromServiceWorker) fromWorker.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.encodedDataLength));
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  let network = 0;
  let requests = 0;
  for (const [id, bytes] of finished)
    if (!fromWorker.has(id)) {
      network += bytes;
      requests += 1;
    }
  await cdp.detach();
  await Promise.all(pending);
  return { network, requests, fromWorker: fromWorker.size, workerNetwork, workerRequests };
}

async function repeatVisit(base: string) {
  const browser = await chromium.launch(launchOptions);
  const cold = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
  const first = await measureVisit(await cold.newPage());
  await browser.close();
  const { context } = await warmContext(base);
  const repeat = await measureVisit(await context.newPage());
  await context.browser()?.close();
  return { first, repeat };
}

await withFreshServer('bench-offline', async (base) => {
  const load = loadavg().map((value) => value.toFixed(2));
  const hanging = await hangingNetwork(base);
  const cut = await offline(base);
  const { first, repeat } = await repeatVisit(base);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`\nbench:offline (${RUNS} runs each, median; load average before: ${load.join(' ')})\n`);
  console.log('| Case | Figure |');
  console.log('| --- | --- |');
  console.log(
    `| (a) /members, every page request hanging: navigation start → first contentful paint of the saved copy | ${Math.round(median(hanging))} ms (runs: ${hanging.map(Math.round).join(', ')}) |`,
  );
  console.log(
    `| (b) /members offline: navigation start → first contentful paint of the saved copy | ${Math.round(median(cut))} ms (runs: ${cut.map(Math.round).join(', ')}) |`,
  );
  console.log(
    `| (c) repeat visit of / with the worker warm: bytes over the network | ${kib(repeat.network + repeat.workerNetwork)}: the page ${kib(repeat.network)} in ${repeat.requests} requests (${repeat.fromWorker} answered by the worker), the worker's own fetches ${kib(repeat.workerNetwork)} in ${repeat.workerRequests} |`,
  );
  console.log(
    `| first visit of / without a worker (for comparison) | ${kib(first.network)} in ${first.requests} requests |`,
  );
  console.log(
    `\nload average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
});
