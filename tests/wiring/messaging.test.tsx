import { messageReactions, messages, users } from '@server/db/schema';
import { seedDemoData } from '@server/db/seed';
import { createMemoryBus } from '@server/live/memory-bus';
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearStoredAuth, writeStoredAuth } from '@/api/auth-storage';
import { DirectMessagesView } from '@/screens/member/direct-messages/direct-messages.view';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import { sessionAccount } from '../support/content-helpers';
import { DirectMessagesAtUrl } from '../support/messaging-fixtures';
import { renderView } from '../support/render-view';
import { createTestApp, type TestApp } from '../support/test-app';
import { serveFrom } from '../support/wired-app';

const live = createMemoryBus();
let t: TestApp;
let member: Awaited<ReturnType<typeof sessionAccount>>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date(), live });
  await seedDemoData(t.db, t.clock);
});
afterAll(() => t.close());

beforeEach(async () => {
  member = await sessionAccount(t, 'Member');
  writeStoredAuth({ token: member.token, email: member.email, role: 'Member', stage: 'session' }, false);
  serveFrom(t);
});
afterEach(() => clearStoredAuth());

describe('/hub-channel with its real logic, against the real server', () => {
  it('shows the stored messages, stores a message sent with Enter once, and stores a reaction', async () => {
    const { user } = await renderView(<HubChannelView />, { url: '/hub-channel' });
    const log = await screen.findByRole('log', { name: 'Hub Channel messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.getByText(/^\d+ members$/)).toBeTruthy();

    const text = 'Hello from the wiring test';
    await user.type(screen.getByRole('textbox', { name: 'Message Hub Channel' }), `${text}{Enter}`);
    await waitFor(() => expect(within(log).getAllByText(text)).toHaveLength(1));
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    const stored = await t.db.select().from(messages).where(eq(messages.text, text));
    expect(stored.map((row) => row.authorId)).toEqual([member.id]);

    const item = within(log)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes(text))!;
    await user.click(within(item).getByRole('button', { name: 'Add reaction' }));
    await user.click(within(item).getByRole('button', { name: 'React with 👍' }));
    const chip = await within(item).findByRole('button', { name: /^👍 1 reaction: .* \(yours\)$/ });
    await waitFor(() => expect((chip as HTMLButtonElement).disabled).toBe(false));
    const reactions = await t.db
      .select()
      .from(messageReactions)
      .where(eq(messageReactions.messageId, stored[0]!.id));
    expect(reactions).toHaveLength(1);
  });

  it('/messages/{id} opens a conversation, stores a sent message and lists the conversation with it', async () => {
    const partner = await sessionAccount(t, 'Member');
    const { user } = await renderView(<DirectMessagesView partnerId={partner.id} />, {
      url: `/messages/${partner.id}`,
    });
    const box = await screen.findByRole('textbox', {
      name: `Message ${partner.firstName} ${partner.lastName}`,
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Hub Collaboration');
    const text = 'A direct hello';
    await user.type(box, `${text}{Enter}`);
    const log = screen.getByRole('log', { name: /^Messages with / });
    await waitFor(() => expect(within(log).getAllByText(text)).toHaveLength(1));
    const stored = await t.db.select().from(messages).where(eq(messages.text, text));
    expect(stored.map((row) => row.authorId)).toEqual([member.id]);
    const list = screen.getByRole('list', { name: 'Direct Messages' });
    await waitFor(() => expect(within(list).getByText(text)).toBeTruthy());
  });

  it('New message offers active members only, searched by name, and opens the one picked with the keyboard', async () => {
    const opened = await sessionAccount(t, 'Member');
    const partner = await sessionAccount(t, 'Member');
    const leaving = await sessionAccount(t, 'Member');
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, leaving.id));
    const { user } = await renderView(<DirectMessagesAtUrl />, {
      url: `/messages/${opened.id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a conversation' });
    const search = within(dialog).getByRole('textbox', { name: 'Search members' });

    await user.type(search, leaving.lastName);
    expect(await within(dialog).findByText('No members match.')).toBeTruthy();

    await user.clear(search);
    await user.type(search, partner.lastName);
    const members = await within(dialog).findByRole('list', { name: 'Members' });
    await waitFor(() =>
      expect(
        within(members)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([`${partner.firstName} ${partner.lastName}`]),
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe(`${partner.firstName} ${partner.lastName}`);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('heading', { level: 1, name: `${partner.firstName} ${partner.lastName}` }),
    ).toBeTruthy();
  });
});
