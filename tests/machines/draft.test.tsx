import {
  DRAFT_DELAY,
  type DraftStorage,
  type DraftValues,
  draftWith,
  type KeptDraft,
  sameDraftValues,
} from '@machines/draft.machine';
import { uploadFormMachine } from '@machines/upload-form.machine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { clearStoredAuth, writeStoredAuth } from '@/api/auth-storage';
import { draftKey, draftsOnDevice } from '@/device/drafts';
import { forgetAccount, readKept } from '@/device/kept';

/**
 * The draft facility (machines/draft.machine.ts): what a form gets back when it opens, how often the
 * values are written (once per pause in the typing), what saving, discarding and cancelling do to the
 * stored draft, and that without an account nothing is read or kept. The storage here is a Map that
 * counts its calls (deterministic under fake timers); one test runs the device's own (IndexedDB).
 */

const owner = 'Aline@Example.org';
const start = { title: '', text: '' };

function memoryStorage(initial: Record<string, KeptDraft> = {}) {
  const drafts = new Map(Object.entries(initial));
  const calls = { read: 0, keep: [] as DraftValues[], forget: 0 };
  const storage: DraftStorage = {
    readDraft: fromPromise(async ({ input }) => {
      calls.read += 1;
      return drafts.get(`${input.owner}|${input.name}`);
    }),
    keepDraft: fromPromise(async ({ input }) => {
      calls.keep.push(input.values);
      drafts.set(`${input.owner}|${input.name}`, {
        values: input.values,
        savedAt: '2026-11-29T02:00:00.000Z',
      });
    }),
    forgetDraft: fromPromise(async ({ input }) => {
      calls.forget += 1;
      drafts.delete(`${input.owner}|${input.name}`);
    }),
  };
  return { drafts, calls, storage };
}

/** A parent standing for a form: it invokes the draft and records what it is told. */
function formStub(storage: DraftStorage, account: string | undefined) {
  return setup({
    types: {
      context: {} as { restored: KeptDraft[] },
      events: {} as { type: 'draft.restored'; draft: KeptDraft },
    },
    actors: { draft: draftWith(storage) },
    actions: {
      record: assign(({ context, event }) => ({ restored: [...context.restored, event.draft] })),
    },
  }).createMachine({
    context: { restored: [] },
    invoke: { id: 'draft', src: 'draft', input: { owner: account } },
    on: { 'draft.restored': { actions: 'record' } },
  });
}

async function openStub(storage: DraftStorage, account: string | undefined = owner) {
  const form = createActor(formStub(storage, account)).start();
  const draft = form.getSnapshot().children.draft as AnyActorRef;
  return { form, draft };
}

const settled = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('the draft machine', () => {
  it('hands back a stored draft that differs from what the form opens with', async () => {
    const saved = { values: { title: 'Half a post', text: '' }, savedAt: '2026-11-28T10:00:00.000Z' };
    const { storage } = memoryStorage({ [`${owner}|blog`]: saved });
    const { form, draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'blog', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    expect(form.getSnapshot().context.restored).toEqual([saved]);
  });

  it('forgets, without handing it back, a stored draft equal to what the form opens with', async () => {
    const { storage, drafts, calls } = memoryStorage({
      [`${owner}|blog`]: { values: { ...start }, savedAt: '2026-11-28T10:00:00.000Z' },
    });
    const { form, draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'blog', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open') && calls.forget === 1);
    expect(form.getSnapshot().context.restored).toEqual([]);
    expect(drafts.size).toBe(0);
  });

  it('hands back nothing when there is no draft, and opens', async () => {
    const { storage } = memoryStorage();
    const { form, draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'blog', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    expect(form.getSnapshot().context.restored).toEqual([]);
  });

  it('keeps a change typed while it reads (the typing wins over an older draft)', async () => {
    const saved = { values: { title: 'Older', text: '' }, savedAt: '2026-11-28T10:00:00.000Z' };
    const { storage, drafts } = memoryStorage({ [`${owner}|blog`]: saved });
    const { form, draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'blog', start });
    draft.send({ type: 'draft.update', values: { title: 'N', text: '' } });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    expect(form.getSnapshot().context.restored).toEqual([]);
    expect(drafts.get(`${owner}|blog`)?.values).toEqual({ title: 'N', text: '' });
  });

  it('reads and keeps nothing without an account', async () => {
    const { storage, calls } = memoryStorage();
    const form = createActor(formStub(storage, undefined)).start();
    const draft = form.getSnapshot().children.draft as AnyActorRef;
    draft.send({ type: 'draft.open', name: 'blog', start });
    draft.send({ type: 'draft.update', values: { title: 'Typed', text: '' } });
    expect(draft.getSnapshot().value).toBe('off');
    await settled();
    expect(calls).toEqual({ read: 0, keep: [], forget: 0 });
  });

  it("puts the item's id in an edit's name", async () => {
    const { storage, drafts } = memoryStorage();
    const { draft } = await openStub(storage);
    const { openDraft } = await import('@machines/draft.machine');
    draft.send(openDraft('blog', 'post-7', start));
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    draft.send({ type: 'draft.update', values: { title: 'Edited', text: '' } });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    expect([...drafts.keys()]).toEqual([`${owner}|blog:post-7`]);
  });

  it('compares values whatever the order of their keys', () => {
    expect(sameDraftValues({ a: '1', b: ['x'] }, { b: ['x'], a: '1' })).toBe(true);
    expect(sameDraftValues({ a: '1', b: ['x'] }, { a: '1', b: ['y'] })).toBe(false);
    expect(sameDraftValues({ a: '1' }, { a: '1', b: '' })).toBe(false);
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    async function opened() {
      const memory = memoryStorage();
      const { draft } = await openStub(memory.storage);
      draft.send({ type: 'draft.open', name: 'blog', start });
      await vi.advanceTimersByTimeAsync(0);
      expect(draft.getSnapshot().value).toBe('open');
      return { ...memory, draft };
    }

    it('keeps the values once per pause in the typing, not once per change', async () => {
      const { draft, calls } = await opened();
      for (const title of ['H', 'He', 'Hel', 'Hello']) {
        draft.send({ type: 'draft.update', values: { title, text: '' } });
        await vi.advanceTimersByTimeAsync(DRAFT_DELAY - 100);
      }
      expect(calls.keep).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      expect(calls.keep).toEqual([{ title: 'Hello', text: '' }]);
      expect(draft.getSnapshot().value).toBe('open');
      draft.send({ type: 'draft.update', values: { title: 'Hello!', text: '' } });
      await vi.advanceTimersByTimeAsync(DRAFT_DELAY);
      expect(calls.keep).toEqual([
        { title: 'Hello', text: '' },
        { title: 'Hello!', text: '' },
      ]);
    });

    it('forgets the draft on a save (or a discard), and a change not kept yet is dropped with it', async () => {
      const { draft, calls, drafts } = await opened();
      draft.send({ type: 'draft.update', values: { title: 'Kept', text: '' } });
      await vi.advanceTimersByTimeAsync(DRAFT_DELAY);
      expect(drafts.size).toBe(1);
      draft.send({ type: 'draft.update', values: { title: 'Kept and more', text: '' } });
      draft.send({ type: 'draft.forget' });
      await vi.advanceTimersByTimeAsync(DRAFT_DELAY * 2);
      expect(calls.forget).toBe(1);
      expect(calls.keep).toHaveLength(1);
      expect(drafts.size).toBe(0);
      expect(draft.getSnapshot().value).toBe('open');
    });

    it('keeps a change not kept yet when the form is cancelled right after it', async () => {
      const { draft, drafts } = await opened();
      draft.send({ type: 'draft.update', values: { title: 'Typed then cancelled', text: '' } });
      draft.send({ type: 'draft.close' });
      await vi.advanceTimersByTimeAsync(0);
      expect(drafts.get(`${owner}|blog`)?.values).toEqual({ title: 'Typed then cancelled', text: '' });
      expect(draft.getSnapshot().value).toBe('closed');
    });
  });
});

describe("the device's draft storage (src/device/drafts.ts)", () => {
  const signIn = (email: string) =>
    writeStoredAuth({ token: `session-of-${email}`, email, role: 'Member', stage: 'session' }, false);
  beforeEach(() => signIn(owner));

  it('keeps a change still waiting for its pause when the form stops (its page left by a link)', async () => {
    const storage = draftsOnDevice(() => new Date('2026-11-29T02:31:00.000Z'));
    const { form, draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'blog', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    draft.send({ type: 'draft.update', values: { title: 'Typed, then a link', text: '' } });
    expect(draft.getSnapshot().value).toBe('waiting');
    form.stop();
    await vi.waitFor(async () =>
      expect(await readKept('account', 'aline@example.org|draft:blog')).toEqual({
        values: { title: 'Typed, then a link', text: '' },
        savedAt: '2026-11-29T02:31:00.000Z',
      }),
    );
  });

  it('writes nothing more when the form stops with its changes already kept or forgotten', async () => {
    const storage = draftsOnDevice();
    const { form, draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'blog', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    draft.send({ type: 'draft.update', values: { title: 'Saved soon', text: '' } });
    draft.send({ type: 'draft.forget' });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    form.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readKept('account', 'aline@example.org|draft:blog')).toBeUndefined();
  });

  it('writes no draft after logout: a change typed just before it is refused once the session has ended', async () => {
    const storage = draftsOnDevice();
    const { form, draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'profile', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    draft.send({ type: 'draft.update', values: { title: 'Typed just before Logout', text: '' } });
    // Logout as the session machine does it: the stored session goes, then the account's shelf, then the
    // page (its form stops, with the change still waiting for its pause).
    clearStoredAuth(`session-of-${owner}`);
    await forgetAccount(owner);
    form.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readKept('account', 'aline@example.org|draft:profile')).toBeUndefined();
  });

  it("keeps no draft for an account that is not the stored session's (a tab left open on it)", async () => {
    const storage = draftsOnDevice();
    const { draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'profile', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    signIn('someone-else@example.org');
    draft.send({ type: 'draft.update', values: { title: "Typed in the old account's tab", text: '' } });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    expect(await readKept('account', 'aline@example.org|draft:profile')).toBeUndefined();
  });

  it("keeps a draft on the account shelf under the account's key, and forgets it", async () => {
    const storage = draftsOnDevice(() => new Date('2026-11-29T02:30:00.000Z'));
    const { draft } = await openStub(storage);
    draft.send({ type: 'draft.open', name: 'project', start });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    draft.send({ type: 'draft.update', values: { title: 'On the device', text: '' } });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    expect(draftKey(owner, 'project')).toBe('aline@example.org|draft:project');
    expect(await readKept('account', 'aline@example.org|draft:project')).toEqual({
      values: { title: 'On the device', text: '' },
      savedAt: '2026-11-29T02:30:00.000Z',
    });
    draft.send({ type: 'draft.forget' });
    await waitFor(draft, (snapshot) => snapshot.matches('open'));
    await waitFor(draft, (snapshot) => !snapshot.hasTag('busy'));
    expect(await readKept('account', 'aline@example.org|draft:project')).toBeUndefined();
  });
});

describe('a form with its draft (the upload-form factory)', () => {
  const item = { id: 'item-1', title: 'Stored title' };
  const formWith = (storage: DraftStorage) =>
    uploadFormMachine.provide({
      actors: {
        draft: draftWith(storage),
        saveItem: fromPromise(async ({ input }) => ({ id: input.id ?? 'new', title: input.fields.title })),
      },
    });

  it('puts a differing draft back with its time, and Discard returns to the stored values', async () => {
    const { storage, drafts } = memoryStorage({
      [`${owner}|upload:item-1`]: { values: { title: 'Draft title' }, savedAt: '2026-11-28T10:00:00.000Z' },
    });
    const form = createActor(formWith(storage), { input: { item, open: true, account: owner } }).start();
    await waitFor(form, (snapshot) => snapshot.context.restoredAt !== undefined);
    expect(form.getSnapshot().context.values).toEqual({ title: 'Draft title' });
    expect(form.getSnapshot().context.restoredAt).toBe('2026-11-28T10:00:00.000Z');
    form.send({ type: 'draft.discard' });
    expect(form.getSnapshot().context.values).toEqual({ title: 'Stored title' });
    expect(form.getSnapshot().context.restoredAt).toBeUndefined();
    await waitFor(form, () => drafts.size === 0);
  });

  it('forgets the draft once saved, and keeps it when cancelled', async () => {
    const { storage, drafts } = memoryStorage();
    const form = createActor(formWith(storage), { input: { account: owner } }).start();
    const draftOf = () => form.getSnapshot().children.draft as AnyActorRef;
    form.send({ type: 'form.open' });
    form.send({ type: 'field.change', field: 'title', value: 'Cancelled post' });
    form.send({ type: 'form.cancel' });
    await waitFor(draftOf(), (snapshot) => snapshot.matches('closed') && drafts.size === 1);
    expect(drafts.get(`${owner}|upload`)?.values).toEqual({ title: 'Cancelled post' });

    form.send({ type: 'form.open' });
    await waitFor(form, (snapshot) => snapshot.context.restoredAt !== undefined);
    expect(form.getSnapshot().context.values).toEqual({ title: 'Cancelled post' });
    form.send({ type: 'form.submit' });
    await waitFor(form, (snapshot) => snapshot.matches('closed'));
    await waitFor(draftOf(), (snapshot) => !snapshot.hasTag('busy'));
    expect(drafts.size).toBe(0);
  });
});
