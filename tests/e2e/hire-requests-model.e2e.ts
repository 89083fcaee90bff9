import { INQUIRIES_PAGE_SIZE, type Inquiry, inquiryAdminMessages } from '@contracts/inquiries';
import type { Page as ListPage } from '@contracts/paging';
import { pageCountOf } from '@machines/collection.machine';
import { type Page, request } from 'playwright-core';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import type { EventObject } from 'xstate';
import { inquiryQueueMachine } from '@/screens/admin/hire-requests/hire-requests.machine';
import {
  type QueueContext,
  type QueueSnapshot,
  serializeQueueState,
} from '@/screens/admin/hire-requests/hire-requests.model';
import {
  type InquiryReplyContext,
  inquiryReplyMachine,
} from '@/screens/admin/hire-requests/inquiry-reply.machine';
import {
  type EventExecutors,
  expectEveryEventTaken,
  expectEveryReachedStateAsserted,
  expectEveryStateAsserted,
  leafStateKeys,
  longestPaths,
  type ModelPath,
  modelPaths,
  type StateAssertions,
  stateKeys,
  walkPath,
} from '../support/model-paths';
import { setupBrowser } from './support/browser';
import { type HeldAnswer, type HeldCall, type HeldRequests, holdRequests } from './support/held-requests';
import { adminToken, newMail, outboxFiles, signedInStorage } from './support/sign-in';

const { openPage, allowProblems, baseUrl } = setupBrowser();

/**
 * The queue's collection machine walked in Chromium against the real server, with the graph built from what
 * the server holds when the file starts (the seed's dozen inquiries and whatever earlier files added): every
 * page answer is the real server's, checked card by card; only the answers the shared server cannot be made to
 * give (a 500, an empty status) are the route's. The admin signs in once, by the API; each path starts a fresh
 * browser with that session in its storage.
 */
const api = await request.newContext({ baseURL: inject('baseUrl') });
const token = await adminToken(api);
// A socket per call: the server closes idle keep-alive sockets between tests (ECONNRESET on reuse).
const authorization = { Authorization: `Bearer ${token}`, Connection: 'close' };
afterAll(() => api.dispose());

async function storedInquiries(): Promise<Inquiry[]> {
  const response = await api.get('/api/admin/hire-inquiries?page=1&limit=100', { headers: authorization });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { inquiries: Inquiry[] }; total: number };
  expect(body.total).toBe(body.data.inquiries.length);
  return body.data.inquiries;
}

const stored = await storedInquiries();
/** The inquiry a path deletes: the oldest, the last card of the last page. */
const oldest = stored.at(-1)!;
/** The inquiry a path approves: the first card of page 1 that is not approved yet. */
const toApprove = stored.slice(0, INQUIRIES_PAGE_SIZE).find((inquiry) => inquiry.status !== 'Approved');
/** The status tab the paths filter by, and reach 'empty' from (with an answer of the route). */
const FILTER = 'Rejected';

type ModelEvent = EventObject & Record<string, unknown>;
const contextOf = (snapshot: unknown) => (snapshot as QueueSnapshot).context;

/** This path deleted the oldest inquiry: on 'All' the queue counts one less than the server held. */
const deletedOldest = ({ filters, total }: QueueContext) => !filters.status && total === stored.length - 1;

/** This path changed what the server holds (approved a card, deleted the oldest): the path ends there. */
const changedByPath = (context: QueueContext) =>
  deletedOldest(context) ||
  context.items.some((item) => item.status !== stored.find((inquiry) => inquiry.id === item.id)?.status);

/** The page the server answers for the context: `stored`, less the oldest once the path deleted it. */
function served(context: QueueContext): ListPage<Inquiry> {
  const { page, pageSize, filters } = context;
  const listed = stored.filter((inquiry) => !filters.status || inquiry.status === filters.status);
  const list = deletedOldest(context) ? listed.slice(0, -1) : listed;
  return { items: list.slice((page - 1) * pageSize, page * pageSize), total: list.length };
}

const fetched = (output: ListPage<Inquiry>) => ({ type: 'xstate.done.actor.fetchPage', output });
/** Answered by the route: the shared server always has inquiries of every status. */
const noneOfStatus = fetched({ items: [], total: 0 });
/** Answered by the route (500): the real server cannot be made to fail here. */
const fetchFailed = { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } };

/** The reply walks answer the newest inquiry (the route's 502 stands for a mail that cannot be sent). */
const replied = stored[0]!;
const draft = { subject: 'About your request', message: 'Thank you, let us talk on Monday.' };
const replySent = { type: 'xstate.done.actor.sendReply', output: {} };
const replyFailed = {
  type: 'xstate.error.actor.sendReply',
  error: { kind: 'http', status: 502, message: inquiryAdminMessages.mailFailed },
};

function answersFor(context: QueueContext): ModelEvent[] {
  const real = fetched(served(context));
  if (context.filters.status) return [real, noneOfStatus];
  // The first load (and the retry after its failure) may fail; later loads are the server's.
  return context.total === 0 ? [real, fetchFailed] : [real];
}

/**
 * What the admin does on a shown page (nothing more once the path changed the server's data). Refresh and
 * the tabs are walked from the first page (the jsdom suite walks them from every page): each browser walk
 * costs seconds.
 */
function eventsOnPage(context: QueueContext): ModelEvent[] {
  if (changedByPath(context)) return [];
  const pageCount = pageCountOf(context);
  const events: ModelEvent[] =
    context.page === 1
      ? [
          { type: 'collection.refresh' },
          { type: 'filters.change', filters: context.filters.status ? {} : { status: FILTER } },
        ]
      : [];
  if (context.page < pageCount) events.push({ type: 'page.goto', page: context.page + 1 });
  if (context.page > 1) events.push({ type: 'page.goto', page: context.page - 1 });
  if (context.filters.status) return events;
  const shown = (inquiry: Inquiry | undefined) =>
    inquiry && context.items.some((item) => item.id === inquiry.id);
  if (shown(toApprove)) events.push({ type: 'item.replace', item: { ...toApprove!, status: 'Approved' } });
  if (context.page === pageCount && shown(oldest)) events.push({ type: 'item.remove', id: oldest.id });
  return events;
}

function eventsFor(snapshot: QueueSnapshot): ModelEvent[] {
  const { context } = snapshot;
  switch (snapshot.value) {
    case 'loading':
      return answersFor(context);
    case 'loaded':
      return eventsOnPage(context);
    case 'empty':
      return [{ type: 'filters.change', filters: {} }, { type: 'collection.refresh' }];
    default:
      return [{ type: 'collection.retry' }, { type: 'collection.refresh' }];
  }
}

const allPaths = modelPaths(inquiryQueueMachine, {
  events: eventsFor as never,
  serializeState: serializeQueueState as never,
  input: {},
});
/** Every state and transition of the graph, without walking a path that another path begins with. */
const paths = longestPaths(allPaths);

/** How the route answers each outcome: the real server, or the route's own answer. */
function answerOf(event: EventObject): HeldAnswer {
  if (event.type === fetchFailed.type) return { status: 500, json: { message: 'Internal Server Error' } };
  if (JSON.stringify(event) === JSON.stringify(noneOfStatus))
    return { status: 200, json: { data: { inquiries: [] }, total: 0 } };
  return 'server';
}

const title = (inquiry: Inquiry) => `${inquiry.company_name} - ${inquiry.job_title}`;

/** A step in a test's name: the page answers in short, the inquiries by company. */
function stepTitle(event: ModelEvent): string {
  if (event.type === fetchFailed.type) return '500 (route)';
  if (event.type === noneOfStatus.type) {
    const { items, total } = event.output as ListPage<Inquiry>;
    return total === 0 ? 'none (route)' : `${items.length} of ${total}`;
  }
  if (event.type === 'page.goto') return `page ${event.page}`;
  if (event.type === 'filters.change') return `tab ${(event.filters as { status?: string }).status ?? 'All'}`;
  if (event.type === 'item.replace') return `approve ${(event.item as Inquiry).company_name}`;
  if (event.type === 'item.remove') return `delete ${oldest.company_name}`;
  if (event.type === replySent.type) return 'sent (server)';
  if (event.type === replyFailed.type) return '502 (route)';
  if (event.type === 'reply.open') return `reply to ${replied.company_name}`;
  if (event.type === 'field.change') return `fill ${event.field}`;
  return event.type;
}

const pathTitle = (path: ModelPath) =>
  `${stateKeys(path.state.value).join('+')} via ${path.steps
    .slice(1)
    .map((step) => stepTitle(step.event as ModelEvent))
    .join(' → ')}`;

/** Opens the three-dot menu of the inquiry's card and chooses an item. */
async function chooseFromCard(page: Page, id: string, item: string) {
  await page
    .locator(`article[aria-labelledby="inquiry-${id}"]`)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** A fresh browser on /hire-requests with the admin's session, the given actors' requests held. */
async function openQueue(calls: Record<string, HeldCall>) {
  const entry = await openPage('about:blank', {
    storageState: signedInStorage(baseUrl, { token, email: 'admin@hub.example', role: 'Admin' }),
  });
  const held = await holdRequests(entry.page, calls);
  await entry.page.goto('/hire-requests');
  return { entry, held };
}

function queueModel(page: Page) {
  const cards = () => page.getByRole('article');
  const pager = () => page.getByRole('navigation', { name: 'Inquiry pages' });
  const loadingText = () => page.getByText('Loading inquiries...', { exact: true });
  const alert = () => page.locator('main [role="alert"]');

  async function expectPager(context: QueueContext) {
    if (context.total <= INQUIRIES_PAGE_SIZE) {
      expect(await pager().count()).toBe(0);
      return;
    }
    const pageCount = pageCountOf(context);
    expect(
      await pager()
        .getByText(/^Page \d+ of \d+$/)
        .textContent(),
    ).toBe(`Page ${context.page} of ${pageCount}`);
    expect(await pager().getByRole('button', { name: 'Prev' }).isDisabled()).toBe(context.page <= 1);
    expect(await pager().getByRole('button', { name: 'Next' }).isDisabled()).toBe(context.page >= pageCount);
  }

  async function expectNothingListed() {
    expect(await cards().count()).toBe(0);
    expect(await pager().count()).toBe(0);
  }

  const states: StateAssertions = {
    loading: async (snapshot) => {
      expect(await loadingText().isVisible()).toBe(true);
      expect(await cards().count()).toBe(0);
      expect(await alert().count()).toBe(0);
      await expectPager(contextOf(snapshot));
    },
    loaded: async (snapshot) => {
      const context = contextOf(snapshot);
      expect(await loadingText().count()).toBe(0);
      expect(await cards().getByRole('heading').allTextContents()).toEqual(
        context.items.map((inquiry) => `${title(inquiry)}${inquiry.status}`),
      );
      const texts = await cards().allTextContents();
      for (const [index, inquiry] of context.items.entries()) {
        expect(texts[index]).toContain(`From: ${inquiry.first_name} ${inquiry.last_name}`);
        expect(texts[index]).toContain(inquiry.message);
      }
      expect(
        await page
          .locator('article time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
      ).toEqual(context.items.map((inquiry) => inquiry.created_at));
      // What inquirers typed is text: no element was made of it.
      expect(await page.locator('article img').count()).toBe(0);
      await expectPager(context);
    },
    empty: async () => {
      expect(await page.getByText('No inquiries yet.', { exact: true }).isVisible()).toBe(true);
      await expectNothingListed();
    },
    failed: async () => {
      expect(await alert().textContent()).toBe('Failed to fetch inquiries');
      expect(await page.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
      await expectNothingListed();
    },
  };

  /** The page number the pager shows now. */
  async function shownPage(): Promise<number> {
    const text = await pager()
      .getByText(/^Page \d+ of \d+$/)
      .textContent();
    return Number(/^Page (\d+)/.exec(text ?? '')?.[1]);
  }

  const executors: EventExecutors = {
    'page.goto': async (event) => {
      const { page: target } = event as unknown as { page: number };
      const name = target > (await shownPage()) ? 'Next' : 'Prev';
      await pager().getByRole('button', { name }).click();
    },
    'collection.refresh': () => page.getByRole('button', { name: 'Refresh', exact: true }).click(),
    'collection.retry': () => page.getByRole('button', { name: 'Try again' }).click(),
    'filters.change': (event) => {
      const { filters } = event as unknown as { filters: { status?: string } };
      return page.getByRole('tab', { name: filters.status ?? 'All', exact: true }).click();
    },
    /** Approve from the card's menu: stored on the server (PATCH), then shown. */
    'item.replace': async (event) => {
      const { item } = event as unknown as { item: Inquiry };
      await chooseFromCard(page, item.id, 'Approve');
      await expect.poll(() => statusOnServer(item.id)).toBe('Approved');
    },
    /** Delete from the card's menu after the question; deleted on the server, then the page refills. */
    'item.remove': async (event) => {
      const { id } = event as unknown as { id: string };
      await chooseFromCard(page, id, 'Delete');
      const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
      await dialog.getByText('Are you sure you want to delete this inquiry?').waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    },
  };

  /** After a reload the deleted card is on no page: walks Next to the last page and looks. */
  async function expectGoneAfterReload(id: string) {
    await page.reload();
    await cards().first().waitFor();
    while (!(await pager().getByRole('button', { name: 'Next' }).isDisabled())) {
      const before = await shownPage();
      await pager().getByRole('button', { name: 'Next' }).click();
      await expect.poll(shownPage).toBe(before + 1);
      await cards().first().waitFor();
    }
    const ids = await cards().evaluateAll((articles) =>
      articles.map((a) => a.getAttribute('aria-labelledby')),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(`inquiry-${id}`);
  }

  return { states, executors, expectGoneAfterReload };
}

async function statusOnServer(id: string): Promise<string | number> {
  const response = await api.get(`/api/admin/hire-inquiries/${id}`, { headers: authorization });
  if (response.status() !== 200) return response.status();
  return ((await response.json()) as { data: { inquiry: Inquiry } }).data.inquiry.status;
}

/** Inquiries a path approved, put back as they were so the next path starts from the same server. */
const approved: Inquiry[] = [];
afterEach(async () => {
  for (const inquiry of approved.splice(0)) {
    const response = await api.patch(`/api/admin/hire-inquiries/${inquiry.id}`, {
      headers: authorization,
      data: { status: inquiry.status },
    });
    expect(response.status()).toBe(200);
  }
});

/** The path that deletes the oldest inquiry runs last: the others expect it on the server. */
const walkOrder = [...paths].sort((a, b) => Number(a.steps.some(isDelete)) - Number(b.steps.some(isDelete)));
function isDelete(step: ModelPath['steps'][number]) {
  return step.event.type === 'item.remove';
}

describe('the inquiry queue (collection machine) in Chromium against the real server', () => {
  it('has more than a page of inquiries on the server, one to approve and every state in its paths', () => {
    expect(stored.length).toBeGreaterThan(INQUIRIES_PAGE_SIZE);
    expect(toApprove).toBeDefined();
    expect(stored.filter((inquiry) => inquiry.status === FILTER).length).toBeGreaterThan(0);
    const visited = new Set(allPaths.flatMap((path) => path.steps.flatMap((s) => stateKeys(s.state.value))));
    // Every state but the prerendered start's (`starting`, `revalidating`, `revalidatingEmpty`: a list that
    // begins from data embedded in the page's HTML, which the admin queue never has).
    const prerenderedStart = ['starting', 'revalidating', 'revalidatingEmpty'];
    expect([...visited].sort()).toEqual(
      leafStateKeys(inquiryQueueMachine)
        .filter((key) => !prerenderedStart.includes(key))
        .sort(),
    );
    expect(
      new Set(paths.flatMap((path) => path.steps.map((s) => serializeQueueState(s.state as never)))),
    ).toEqual(
      new Set(allPaths.flatMap((path) => path.steps.map((s) => serializeQueueState(s.state as never)))),
    );
    expectEveryEventTaken(inquiryQueueMachine, paths);
  });

  it.each(walkOrder.map((path) => [pathTitle(path), path] as const))('%s', async (_, path) => {
    const { entry, held } = await openQueue({
      fetchPage: { path: '/api/admin/hire-inquiries', method: 'GET', query: { limit: '5' } },
    });
    const { page } = entry;
    const { states, executors, expectGoneAfterReload } = queueModel(page);
    expectEveryReachedStateAsserted(inquiryQueueMachine, states, allPaths);
    const approving = path.steps.find((step) => step.event.type === 'item.replace');
    if (approving) approved.push(stored.find((inquiry) => inquiry.id === toApprove!.id)!);
    await walkPath(path, {
      states,
      events: executors,
      settleActor: (event) => held.release(event, answerOf(event)),
      walker: held.walker,
    });
    if (path.steps.some(isDelete)) {
      expect(await statusOnServer(oldest.id)).toBe(404);
      await held.stop();
      await expectGoneAfterReload(oldest.id);
    }
    // The route's 500 is logged by the browser as a failed resource.
    allowProblems(entry, /status of 500/);
  });
});

/**
 * 'Reply to Inquiry' (the reply machine) on the newest card: a sent reply is read from the outbox, addressed
 * to the inquiry's stored e-mail; the failure is the route's 502 with the server's message (mail cannot be
 * made to fail on the shared server).
 */
function replyEventsFor(snapshot: { value: unknown; context: InquiryReplyContext }): ModelEvent[] {
  const { context } = snapshot;
  switch (snapshot.value) {
    case 'closed':
      return [{ type: 'reply.open', id: replied.id, to: replied.email }, { type: 'notice.dismiss' }];
    case 'editing': {
      // The draft rules are walked in jsdom; here a complete draft meets the server (cancelled empty or complete).
      const empty = (['subject', 'message'] as const).find((field) => context[field] === '');
      if (empty === 'message') return [{ type: 'field.change', field: empty, value: draft[empty] }];
      if (empty)
        return [{ type: 'field.change', field: empty, value: draft[empty] }, { type: 'reply.cancel' }];
      return [{ type: 'reply.submit' }, { type: 'reply.cancel' }];
    }
    default:
      return [replySent, replyFailed];
  }
}

/** What the dialog shows tells states apart (which fields are filled, the error, the notice). */
function replyState(snapshot: { value: unknown; context: InquiryReplyContext }): string {
  const { subject, message, error, errorDetail, notice } = snapshot.context;
  return JSON.stringify([snapshot.value, subject !== '', message !== '', error, errorDetail, notice]);
}

const replyPaths = longestPaths(
  modelPaths(inquiryReplyMachine, {
    events: replyEventsFor as never,
    serializeState: replyState as never,
  }),
);

function replyModel(page: Page) {
  const dialog = () => page.getByRole('dialog', { name: 'Reply to Inquiry' });
  // Not `exact`: a textarea's label text holds what was typed into it.
  const field = (name: 'Subject' | 'Message') => dialog().getByLabel(name);
  let outboxBefore = outboxFiles();

  const states: StateAssertions = {
    closed: async (snapshot) => {
      const { notice } = (snapshot as unknown as { context: InquiryReplyContext }).context;
      expect(await dialog().count()).toBe(0);
      const shown = page.getByRole('status').filter({ hasText: `Reply sent to ${replied.email}` });
      expect(await shown.count()).toBe(notice ? 1 : 0);
    },
    editing: async (snapshot) => {
      const context = (snapshot as unknown as { context: InquiryReplyContext }).context;
      expect(await dialog().getByText(`To: ${replied.email}`).count()).toBe(1);
      expect(await field('Subject').inputValue()).toBe(context.subject);
      expect(await field('Message').inputValue()).toBe(context.message);
      expect(await dialog().getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
      const alert = dialog().getByRole('alert');
      if (!context.error) expect(await alert.count()).toBe(0);
      else expect(await alert.textContent()).toBe(`${context.error}${context.errorDetail?.message ?? ''}`);
    },
    sending: async () => {
      expect(await dialog().getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
      expect(await dialog().getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
      expect(await field('Subject').isDisabled()).toBe(true);
    },
  };

  const executors: EventExecutors = {
    'reply.open': () => chooseFromCard(page, replied.id, 'Reply'),
    'field.change': (event) => {
      const { field: name, value } = event as unknown as { field: 'subject' | 'message'; value: string };
      return field(name === 'subject' ? 'Subject' : 'Message').fill(value);
    },
    'reply.submit': async () => {
      outboxBefore = outboxFiles();
      await dialog().getByRole('button', { name: 'Send' }).click();
    },
    'reply.cancel': () => dialog().getByRole('button', { name: 'Cancel' }).click(),
    'notice.dismiss': () => page.getByRole('button', { name: 'Dismiss' }).click(),
  };

  /** The server's answer, or the route's 502; a sent reply is in the outbox, to the stored address. */
  async function settle(release: HeldRequests['release'], event: EventObject) {
    if (event.type === replyFailed.type) {
      await release(event, { status: 502, json: { message: inquiryAdminMessages.mailFailed } });
      return;
    }
    await release(event);
    const mail = await newMail(replied.email, new RegExp(`^${draft.subject}$`), outboxBefore);
    expect(mail.text).toContain(draft.message);
  }

  return { states, executors, settle };
}

describe("'Reply to Inquiry' (reply machine) in Chromium against the real server", () => {
  it('walks every state and event of the reply machine', () => {
    expectEveryEventTaken(inquiryReplyMachine, replyPaths);
    const visited = new Set(
      replyPaths.flatMap((path) => path.steps.flatMap((s) => stateKeys(s.state.value))),
    );
    expect([...visited].sort()).toEqual(leafStateKeys(inquiryReplyMachine).sort());
  });

  it.each(replyPaths.map((path) => [pathTitle(path), path] as const))('%s', async (_, path) => {
    const { entry, held } = await openQueue({
      sendReply: { path: `/api/admin/hire-inquiries/${replied.id}/reply`, method: 'POST' },
    });
    const { page } = entry;
    await page.locator(`article[aria-labelledby="inquiry-${replied.id}"]`).waitFor();
    const { states, executors, settle } = replyModel(page);
    expectEveryStateAsserted(inquiryReplyMachine, states);
    await walkPath(path, {
      states,
      events: executors,
      settleActor: (event) => settle(held.release, event),
      walker: held.walker,
    });
    allowProblems(entry, /status of 502/);
  });
});

describe('View in Chromium against the real server', () => {
  it("opens the inquiry's detail page; Back returns to the queue", async () => {
    const { entry } = await openQueue({});
    const { page } = entry;
    await chooseFromCard(page, replied.id, 'View');
    await page.waitForURL(`**/admin/hire-inquiries/${replied.id}`);
    // The detail's own facts (the queue's card, still on screen while the page's chunk loads, shows the
    // message too, but never the address).
    await page.locator('dd', { hasText: replied.email }).waitFor();
    expect(await page.locator('dd', { hasText: replied.message }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/hire-requests$/);
    await page.locator(`article[aria-labelledby="inquiry-${replied.id}"]`).waitFor();
  });
});
