import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenedPage, setupBrowser, workerIsActive } from './support/browser';
import { signIn, signUpMember } from './support/sign-in';
import { storedRows } from './support/stored-rows';

const { openPage, allowProblems } = setupBrowser();

const WAITING = 'Waiting for the connection';

/** A member of this file's own, signed in through /login and /otp (never the admin: its code mails are budgeted). */
async function signedInMember(): Promise<OpenedPage> {
  const member = { email: `offline-${Date.now()}@hub.example`, password: 'Kigali#Hub2024!' };
  await signUpMember((await openPage('/')).page, member.email, member.password);
  const entry = await openPage('/login', { serviceWorkers: 'allow' });
  await signIn(entry.page, member.email, member.password);
  await entry.page.waitForURL(/\/dashboard$/);
  await workerIsActive(entry.page);
  return entry;
}

/** How many messages the server stored with this text (read from the product's database). */
async function storedCount(text: string): Promise<number> {
  const [row] = await storedRows('select count(*)::int as count from messages where text = $1', [text]);
  return row!.count as number;
}

const messageItem = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

/**
 * The send fails as with no network (the POST aborted with `internetdisconnected`; the page and the other
 * calls still load), so the message waits; a reload finds it still waiting (kept on the device, sent again
 * and failing again); then the network returns and it is stored exactly once.
 */
async function waitsThenSendsOnce(
  entry: OpenedPage,
  { path, sendPath, box }: { path: string; sendPath: string; box: string },
) {
  const { page, context } = entry;
  const text = `Written offline ${Date.now()}`;
  const sendFails = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback();
  await context.route(`**${sendPath}`, sendFails);

  await page.goto(path);
  const textBox = page.getByRole('textbox', { name: box });
  await textBox.waitFor();
  await textBox.fill(text);
  await textBox.press('Enter');
  await messageItem(page, text).getByText(WAITING).waitFor();
  expect(await textBox.inputValue()).toBe('');

  // A reload (the API still failing): the message is restored from the device, still waiting.
  await page.reload();
  await messageItem(page, text).getByText(WAITING).waitFor();
  await expect.poll(() => messageItem(page, text).count()).toBe(1);
  expect(await storedCount(text)).toBe(0);

  // The network returns: the browser's `online` event (going offline and back) sends it.
  await context.unroute(`**${sendPath}`, sendFails);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => messageItem(page, text).getByText(WAITING).count()).toBe(0);
  await expect.poll(() => storedCount(text)).toBe(1);

  // Opened again, the conversation holds it once, and nothing waits on the device any more.
  await page.reload();
  await messageItem(page, text).waitFor();
  expect(await messageItem(page, text).count()).toBe(1);
  expect(await messageItem(page, text).getByText(WAITING).count()).toBe(0);
  expect(await storedCount(text)).toBe(1);
  // What the browser said of the aborted sends and of the dropped live stream, on purpose.
  allowProblems(entry, /ERR_INTERNET_DISCONNECTED|Failed to load resource|EventSource|net::ERR/);
}

describe('messages written offline wait in the outbox, survive a reload and are sent once (Chromium, real server)', () => {
  it('in the hub channel', async () => {
    const entry = await signedInMember();
    await waitsThenSendsOnce(entry, {
      path: '/hub-channel',
      sendPath: '/api/channel/messages',
      box: 'Message Hub Channel',
    });
  });

  it('in a direct conversation', async () => {
    const partner = { email: `offline-partner-${Date.now()}@hub.example`, password: 'Kigali#Hub2024!' };
    await signUpMember((await openPage('/')).page, partner.email, partner.password);
    const [row] = await storedRows('select id, first_name as "firstName" from users where email = $1', [
      partner.email,
    ]);
    const entry = await signedInMember();
    await waitsThenSendsOnce(entry, {
      path: `/messages/${row!.id}`,
      sendPath: `/api/conversations/${row!.id}/messages`,
      box: `Message ${row!.firstName} Kalisa`,
    });
  });
});
