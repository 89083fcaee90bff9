import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appHasStarted,
  clientAddress,
  expectAccessible,
  type OpenedPage,
  setupBrowser,
} from './support/browser';
import { newMail, outboxFiles, signUpMember } from './support/sign-in';
import { storedRows } from './support/stored-rows';

const { openContext, allowProblems } = setupBrowser();

/** This file's own client address: its three sign-ups and its logins spend none of the others' limits. */
const ownClient = clientAddress('198.51.100.3');

/** A fresh profile (empty storage, no service worker) at `path`, as this file's client, the app started. */
async function openPage(path: string): Promise<OpenedPage> {
  const opened = await openContext(ownClient);
  await opened.page.goto(path, { waitUntil: 'networkidle' });
  await appHasStarted(opened.page);
  return opened;
}

/**
 * One browser profile shared by two members, as on a lab computer or a family phone: what A wrote while the
 * connection was down must never be sent as B, and A's session must end in every tab when it ends in one.
 */

const PASSWORD = 'Kigali#Hub2024!';
const WAITING = 'Waiting for the connection';

interface Member {
  email: string;
  id: string;
  name: string;
}

/** A verified member account of this file's own (no other test's login or code-mail budget is spent). */
async function member(page: Page, label: string): Promise<Member> {
  const email = `shared-${label}-${Date.now()}@hub.example`;
  await signUpMember(page, email, PASSWORD);
  const [row] = await storedRows(
    'select id, first_name as "firstName", last_name as "lastName" from users where email = $1',
    [email],
  );
  return { email, id: row!.id as string, name: `${row!.firstName} ${row!.lastName}` };
}

/** Logs in through /login (with 'Remember me!' ticked: every tab of the profile is signed in) and /otp. */
async function signInRemembered(page: Page, email: string) {
  await page.goto('/login');
  // The prerendered form works once the app has taken it over (a press before is held, not sent).
  await appHasStarted(page);
  const seen = outboxFiles();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Remember me!').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/otp/);
  const code = /\b(\d{6})\b/.exec((await newMail(email, /login code/i, seen)).text)?.[1];
  await page.getByLabel('Enter OTP').fill(code!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Every POST of a message (channel, direct) fails as with no connection until `back()`; `posted` lists every
 * message POST the profile's tabs made since, with its body, whatever its answer.
 */
async function sendsFail(context: BrowserContext) {
  let offline = true;
  const posted: string[] = [];
  const isMessagePost = (method: string, url: string) =>
    method === 'POST' && /\/api\/(channel|conversations\/[^/]+)\/messages$/.test(new URL(url).pathname);
  context.on('request', (request) => {
    if (!offline && isMessagePost(request.method(), request.url())) posted.push(request.postData() ?? '');
  });
  const fail = (route: Route) =>
    isMessagePost(route.request().method(), route.request().url())
      ? route.abort('internetdisconnected')
      : route.fallback();
  await context.route('**/api/**', fail);
  return {
    posted,
    back: async () => {
      offline = false;
      await context.unroute('**/api/**', fail);
      // The browser's own signal that the connection is back (what the composers wait for).
      await context.setOffline(true);
      await context.setOffline(false);
      // Each tab has seen it too before the test goes on: a page opened while the switch is still reaching
      // the tabs' network had its navigation aborted (net::ERR_ABORTED) on a busy machine.
      for (const page of context.pages()) await page.waitForFunction(() => navigator.onLine);
    },
  };
}

/** Writes `text` in the page's composer and waits until it says it waits for the connection. */
async function writeOffline(page: Page, box: string, text: string) {
  const input = page.getByRole('textbox', { name: box });
  await input.waitFor();
  await input.fill(text);
  await input.press('Enter');
  await page.getByRole('log').getByRole('listitem').filter({ hasText: text }).getByText(WAITING).waitFor();
}

/** The stored messages with one of these texts, and who wrote each (read from the product's database). */
async function storedAuthors(texts: string[]): Promise<string[]> {
  const rows = await storedRows('select author_id as "authorId" from messages where text = any($1)', [texts]);
  return rows.map((row) => row.authorId as string);
}

/** A tab that was on A's pages: now at /login, with nothing of A's left on screen. */
async function endedForA(page: Page, a: Member, texts: string[]) {
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const shown = await page.locator('body').innerText();
  for (const text of [a.email, ...texts]) expect(shown).not.toContain(text);
}

/** Sends `text` in the page's composer, online, and waits until it is stored (its sending status gone). */
async function sendOnline(page: Page, box: string, text: string) {
  const input = page.getByRole('textbox', { name: box });
  await input.waitFor();
  await input.fill(text);
  await input.press('Enter');
  const item = page.getByRole('log').getByRole('listitem').filter({ hasText: text });
  await item.waitFor();
  await expect.poll(() => item.getByText(/Sending…|Waiting for the connection/).count()).toBe(0);
}

/**
 * B's channel and B's conversation with `partner`, read by B once each has shown a message B sends now:
 * nothing of A's texts in either.
 */
async function holdsNothingOf(page: Page, texts: string[], partner: Member) {
  const pages = [
    { path: '/hub-channel', box: 'Message Hub Channel' },
    { path: `/messages/${partner.id}`, box: `Message ${partner.name}` },
  ];
  for (const { path, box } of pages) {
    await page.goto(path);
    await sendOnline(page, box, `B on ${path} ${Date.now()}`);
    const shown = await page.locator('body').innerText();
    for (const text of texts) expect(shown).not.toContain(text);
  }
}

describe('one browser profile, two members (Chromium, the real server)', () => {
  // A, B and C are signed up once, for both cases (sign-ups from one address are limited per hour).
  let people: Promise<[Member, Member, Member]> | undefined;
  const membersABC = async () => {
    people ??= (async () => {
      const { page } = await openPage('/');
      return [await member(page, 'a'), await member(page, 'b'), await member(page, 'c')];
    })();
    return people;
  };

  it("A's offline messages are never sent as B, and A's logout asks first, then ends A's tabs at once", async () => {
    const [a, b, c] = await membersABC();
    const stamp = Date.now();
    const texts = [`A in the channel ${stamp}`, `A to C, private ${stamp}`];

    // Tab 2 signs A in (remembered); tab 1 opens the hub channel, tab 3 A's conversation with C.
    const profile: OpenedPage = await openPage('/');
    const { context } = profile;
    const tab2 = profile.page;
    await signInRemembered(tab2, a.email);
    const tab1 = await context.newPage();
    const tab3 = await context.newPage();
    await tab1.goto('/hub-channel');
    await tab3.goto(`/messages/${c.id}`);

    // No connection for the sends: both messages wait.
    const network = await sendsFail(context);
    await writeOffline(tab1, 'Message Hub Channel', texts[0]!);
    await writeOffline(tab3, `Message ${c.name}`, texts[1]!);

    // Tab 2 logs out: it says what would be lost and asks.
    await tab2.getByRole('button', { name: 'Logout' }).first().click();
    const question = tab2.getByRole('dialog', { name: 'Messages not sent' });
    await question.getByText('2 messages have not been sent yet. Log out and discard them?').waitFor();
    await expectAccessible(tab2);
    await question.getByRole('button', { name: 'Log out' }).click();
    await tab2.waitForURL(/\/login$/);

    // Tabs 1 and 3 end at once: the login page, nothing of A.
    await endedForA(tab1, a, texts);
    await endedForA(tab3, a, texts);

    // B signs in in tab 2; then the connection returns.
    await signInRemembered(tab2, b.email);
    await network.back();
    await holdsNothingOf(tab2, texts, c);
    expect(network.posted.filter((body) => texts.some((text) => body.includes(text)))).toEqual([]);
    expect(await storedAuthors(texts)).toEqual([]);
    allowProblems(profile, /ERR_INTERNET_DISCONNECTED|Failed to load resource|EventSource|net::ERR|401/);
  }, 240_000);

  it("B signing in over A's session ends A's tabs; A's waiting message stays A's, sent as A when A is back", async () => {
    const [a, b, c] = await membersABC();
    const text = `A's channel message, kept ${Date.now()}`;

    const profile = await openPage('/');
    const { context } = profile;
    const tab1 = profile.page;
    await signInRemembered(tab1, a.email);
    await tab1.goto('/hub-channel');
    const network = await sendsFail(context);
    await writeOffline(tab1, 'Message Hub Channel', text);

    // Without a logout, B signs in in another tab of the profile: A's tab ends at once.
    const tab2 = await context.newPage();
    await signInRemembered(tab2, b.email);
    await endedForA(tab1, a, [text]);

    // The connection returns: nothing goes as B, and B's pages show nothing of A's.
    await network.back();
    await holdsNothingOf(tab2, [text], c);
    expect(network.posted.filter((body) => body.includes(text))).toEqual([]);
    expect(await storedAuthors([text])).toEqual([]);

    // A signs in again (B's tab ends in turn): A's message, kept under A, goes as A, once.
    await signInRemembered(tab1, a.email);
    await tab2.waitForURL(/\/login$/);
    await tab1.goto('/hub-channel');
    await expect.poll(() => storedAuthors([text])).toEqual([a.id]);
    await tab1.getByRole('log').getByRole('listitem').filter({ hasText: text }).waitFor();
    expect(await tab1.getByRole('log').getByText(WAITING).count()).toBe(0);
    allowProblems(profile, /ERR_INTERNET_DISCONNECTED|Failed to load resource|EventSource|net::ERR|401/);
  }, 240_000);
});
