import { File as NodeFile } from 'node:buffer';
import { UPLOAD_QUOTA_BYTES, UPLOADS_PER_MINUTE, uploadMessages } from '@contracts/uploads';
import { messages, projects, uploads } from '@server/db/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { HubChannelView } from '@/screens/member/hub-channel/hub-channel.view';
import { MemberProjectFormView } from '@/screens/member/member-project-form/member-project-form.view';
import { file, imageBytes, sendForm, sessionAccount } from '../support/content-helpers';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

/** jsdom's FormData and File cannot cross into Node's fetch: the page gets Node's (see member-pages). */
async function stubNodeMultipart() {
  const probe = await new Response(new URLSearchParams('a=1')).formData();
  vi.stubGlobal('FormData', probe.constructor);
  vi.stubGlobal('File', NodeFile);
}

type Member = Awaited<ReturnType<typeof sessionAccount>>;

async function signedInMember(): Promise<Member> {
  const member = await sessionAccount(server(), 'Member');
  writeStoredAuth({ token: member.token, email: member.email, role: 'Member', stage: 'session' }, false);
  serveFrom(server());
  await stubNodeMultipart();
  return member;
}

/** The member's minute of uploads used up (by the API, as another tab would). */
async function useUpMinute(member: Member) {
  const png = await imageBytes('png');
  for (let n = 0; n < UPLOADS_PER_MINUTE; n++) {
    const res = await sendForm(server(), 'POST', '/api/message-images', { image: file(png) }, member.token);
    expect(res.status).toBe(201);
  }
}

/** The member's storage full (one row of that size: the quota reads the sizes). */
async function fillStorage(member: Member) {
  await server()
    .db.insert(uploads)
    .values({
      ownerId: member.id,
      kind: 'project',
      contentType: 'image/webp',
      bytes: new Uint8Array(8),
      size: UPLOAD_QUOTA_BYTES,
      sha256: 'filler',
    });
}

const storedUploads = async (member: Member) =>
  (await server().db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, member.id)))[0]?.n;

/** Fills the project form with an image and saves; answers the form's alert. */
async function saveProjectWithImage(): Promise<HTMLElement> {
  const form = await renderView(<MemberProjectFormView />, { url: '/dashboard/projects/new' });
  await form.user.type(screen.getByLabelText('Title'), 'Solar Map');
  await form.user.type(screen.getByLabelText('Description'), 'Maps rooftops for panels');
  const png = file(await imageBytes('png', 80, 60), 'solar.png');
  fireEvent.change(screen.getByLabelText('Project image'), { target: { files: [png] } });
  await form.user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('alert', {}, { timeout: 10_000 });
}

describe('the upload limits reach the person as the forms’ messages (real logic, real server)', () => {
  it('the project form shows the 429 with its wait and keeps what was typed', async () => {
    const member = await signedInMember();
    await useUpMinute(member);
    const before = await storedUploads(member);
    const alert = await saveProjectWithImage();
    expect(alert.textContent).toMatch(
      /^You are uploading images too fast\. Please try again in \d+ seconds?\.$/,
    );
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Solar Map');
    expect(await storedUploads(member)).toBe(before);
    expect(await server().db.select().from(projects).where(eq(projects.ownerId, member.id))).toEqual([]);
  });

  it('the project form shows the storage quota message', async () => {
    const member = await signedInMember();
    await fillStorage(member);
    const alert = await saveProjectWithImage();
    expect(alert.textContent).toBe(uploadMessages.quotaReached);
    expect(await server().db.select().from(projects).where(eq(projects.ownerId, member.id))).toEqual([]);
  });

  it('the channel composer shows the quota message for a message with an image, and offers Retry', async () => {
    const member = await signedInMember();
    await fillStorage(member);
    const { user } = await renderView(<HubChannelView />, { url: '/hub-channel' });
    await screen.findByRole('log', { name: 'Hub Channel messages' });
    const png = file(await imageBytes('png'), 'photo.png');
    fireEvent.change(screen.getByLabelText('Attach an image'), { target: { files: [png] } });
    await user.type(screen.getByRole('textbox', { name: 'Message Hub Channel' }), 'Look at this{Enter}');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await waitFor(() => expect(alert.textContent).toContain(uploadMessages.quotaReached));
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await server().db.select().from(messages).where(eq(messages.authorId, member.id))).toEqual([]);
  });
});
