import { messagingMessages } from '@contracts/messaging';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';
import { signIn, signUpMember } from './support/sign-in';

const { openPage } = setupBrowser();

async function signedIn(email: string, password: string): Promise<Page> {
  const { page } = await openPage('/login');
  await signIn(page, email, password);
  await page.waitForURL(/\/(Admindashboard|dashboard)$/);
  return page;
}

/** The signed-in account's id (the `{id}` of /messages/{id}). */
function accountIdOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const answer = await fetch('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: { user: { id: string } } }).data.user.id;
  });
}

/** Follows an in-app route without reloading (the tab's live stream stays open, as when a link is clicked). */
function navigateInApp(page: Page, path: string): Promise<void> {
  return page.evaluate((target) => {
    history.pushState(history.state, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

const messageItem = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

const reactionChip = (page: Page, text: string, count: number) =>
  messageItem(page, text).getByRole('button', { name: new RegExp(`^👍 ${count} reactions?:`) });

describe('hub channel and direct messages in Chromium, two members in two browser contexts', () => {
  it("each sees the other's channel message and direct message within 2 s; reactions count 2 then 1", async () => {
    const admin = await signedIn('admin@hub.example', 'AdminPass#2024');
    // A member of this test's own (the browser tests share one server and its sign-in budgets).
    const fresh = { email: `chat-${Date.now()}@hub.example`, password: 'Kigali#Hub2024!' };
    await signUpMember((await openPage('/')).page, fresh.email, fresh.password);
    const member = await signedIn(fresh.email, fresh.password);

    for (const page of [admin, member]) {
      await page.goto('/hub-channel');
      await page.getByRole('heading', { level: 1, name: 'Hub Channel' }).waitFor();
      await page.getByText('General discussions and collaboration').waitFor();
      await page.getByText(/^\d+ members?$/).waitFor();
      await page.getByRole('log', { name: 'Hub Channel messages' }).getByRole('listitem').first().waitFor();
    }
    await expectAccessible(member);

    // A channel message, sent with Enter, arrives in the other tab.
    const text = `Channel hello ${Date.now()}`;
    const box = admin.getByRole('textbox', { name: 'Message Hub Channel' });
    await box.fill(text);
    await box.press('Enter');
    expect(await box.inputValue()).toBe('');
    await messageItem(member, text).waitFor();

    // Reactions: one per member per emoji; the count is the number of members, live for both.
    await messageItem(admin, text).getByRole('button', { name: 'Add reaction' }).click();
    await messageItem(admin, text).getByRole('button', { name: 'React with 👍' }).click();
    await reactionChip(member, text, 1).waitFor();
    await reactionChip(member, text, 1).click();
    await reactionChip(admin, text, 2).waitFor();
    await reactionChip(member, text, 2).waitFor();
    await reactionChip(member, text, 2).click();
    await reactionChip(admin, text, 1).waitFor();
    await reactionChip(member, text, 1).waitFor();

    // A direct message: the member has the conversation open, the admin writes.
    const [adminId, memberId] = await Promise.all([accountIdOf(admin), accountIdOf(member)]);
    await navigateInApp(member, `/messages/${adminId}`);
    await member
      .getByRole('complementary', { name: 'Conversations' })
      .getByText('Hub Collaboration')
      .waitFor();
    await member.getByRole('textbox', { name: /^Message / }).waitFor();
    await navigateInApp(admin, `/messages/${memberId}`);
    // The route changes once its code has loaded; until then the channel still shows, and its box
    // ('Message Hub Channel') and its messages match the waits below: wait for the conversation first.
    await admin.getByRole('log', { name: /^Messages with / }).waitFor();
    // The member's stream is the one that just brought the channel message and reactions (in-app
    // navigation keeps it). 'Online now' is shown only between members who have a conversation.
    const partnerOnline = admin
      .locator('section', { has: admin.getByRole('heading', { level: 1 }) })
      .getByText('online now');
    await admin.getByRole('textbox', { name: /^Message / }).waitFor();
    // The conversation's first page has loaded (its messages, or none yet) before the admin writes.
    await admin
      .getByText(messagingMessages.noMessages)
      .or(admin.getByRole('log').getByRole('listitem').first())
      .waitFor();
    const dm = `Direct hello ${Date.now()}`;
    const dmBox = admin.getByRole('textbox', { name: /^Message / });
    await dmBox.fill(dm);
    await dmBox.press('Enter');
    expect(await dmBox.inputValue()).toBe('');
    await messageItem(admin, dm).waitFor();
    await messageItem(member, dm).waitFor();
    // Now they have a conversation: the admin is told the member is online.
    await partnerOnline.waitFor();
    // The admin's list shows the conversation with its last message.
    await admin.getByRole('list', { name: 'Direct Messages' }).getByText(dm).waitFor();
    await expectAccessible(admin);
  });
});
