import { blogs } from '@server/db/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeStoredAuth } from '@/api/auth-storage';
import { AdminBlogsView } from '@/screens/admin/admin-blogs/admin-blogs.view';
import { sessionAccount } from '../support/content-helpers';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

/** An admin signed in on the page (the session token stored as the sign-in flow stores it). */
async function signedInAdmin() {
  const admin = await sessionAccount(server(), 'Admin');
  writeStoredAuth({ token: admin.token, email: admin.email, role: 'Admin', stage: 'session' }, false);
  serveFrom(server());
}

describe('/Admin-blogs (the screen machine with its real logic) against the real server', () => {
  it('deletes a post (gone) and adds one (stored and listed)', async () => {
    const [post] = await server()
      .db.insert(blogs)
      .values({ title: 'Wired post', category: 'Front-end', text: 'To be deleted' })
      .returning({ id: blogs.id });
    await signedInAdmin();
    const { user } = await renderView(<AdminBlogsView />, { url: '/Admin-blogs' });

    await user.click(await screen.findByRole('button', { name: 'Delete Wired post' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Wired post' })).toBeNull());
    await act(async () => {});
    expect(await server().db.select().from(blogs).where(eq(blogs.id, post!.id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add new' }));
    const form = screen.getByRole('dialog', { name: 'Add new blog post' });
    await user.selectOptions(within(form).getByLabelText(/Category/), 'Back End');
    await user.type(within(form).getByLabelText(/Title/), 'Wired new post');
    await user.type(within(form).getByLabelText(/Text/), 'Added by the admin');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit Wired new post' });
    expect(await server().db.select().from(blogs).where(eq(blogs.title, 'Wired new post'))).toMatchObject([
      { category: 'Back End', text: 'Added by the admin' },
    ]);
  });
});
