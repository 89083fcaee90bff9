import { inquiryAdminMessages } from '@contracts/inquiries';
import { textsOf } from '@contracts/texts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  filtersOfTab,
  hireRequestsMachine,
  inquiryQueryOf,
  inquiryTabs,
  offeredStatuses,
  selectCards,
  selectDeleteQuestion,
  selectPager,
  selectQueueLoad,
  selectReplyDialog,
  selectReplyNotice,
  selectStatusFailure,
  selectStopped,
  selectTab,
} from '@/screens/admin/hire-requests/hire-requests.machine';
import { inquiryReplyMachine } from '@/screens/admin/hire-requests/inquiry-reply.machine';
import { firstPage, sampleInquiries, secondPage } from '../support/admin/inquiries';
import { queueActorNames, queueLogicWith } from '../support/admin/queue-render';
import { createDeferredActors } from '../support/deferred-actors';

/**
 * The /hire-requests screen machine's selectors: what its view shows, read from the screen's snapshot
 * while the real screen actor runs its real children (the network deferred). Each case fails when the rule
 * it names is wrong.
 */

const [pending, approved, rejected] = sampleInquiries as [
  (typeof sampleInquiries)[0],
  (typeof sampleInquiries)[0],
  (typeof sampleInquiries)[0],
];

/** Lets the settled promises and the messages they cause run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startScreen() {
  const deferred = createDeferredActors(queueActorNames);
  const actor = createActor(queueLogicWith(deferred)).start();
  const settle = async (event: Parameters<typeof deferred.settle>[0]) => {
    deferred.settle(event);
    await flush();
  };
  return { actor, deferred, settle, snapshot: () => actor.getSnapshot() };
}

async function loadedScreen() {
  const screen = startScreen();
  await screen.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage });
  return screen;
}

describe('the tabs and the filter they ask for', () => {
  it("'All' first, then one tab per status", () => {
    expect(inquiryTabs).toEqual(['All', 'Pending', 'Approved', 'Rejected']);
  });

  it("'All' filters nothing; a status tab filters by that status", () => {
    expect(filtersOfTab('All')).toEqual({});
    expect(filtersOfTab('Rejected')).toEqual({ status: 'Rejected' });
  });

  it('the selected tab follows the queue: All at first, then the status asked for, then All again', async () => {
    const { actor, deferred, snapshot } = await loadedScreen();
    expect(selectTab(snapshot())).toBe('All');
    actor.send({ type: 'tab.select', tab: 'Approved' });
    expect(selectTab(snapshot())).toBe('Approved');
    expect(deferred.inputs.fetchPage!.at(-1)).toEqual({ page: 1, limit: 5, status: 'Approved' });
    actor.send({ type: 'tab.select', tab: 'All' });
    expect(selectTab(snapshot())).toBe('All');
    expect(deferred.inputs.fetchPage!.at(-1)).toEqual({ page: 1, limit: 5 });
  });

  it('the API is asked for a status only when it is one the server knows', () => {
    expect(inquiryQueryOf({ page: 2, limit: 5, status: 'Rejected' })).toEqual({
      page: 2,
      limit: 5,
      status: 'Rejected',
    });
    expect(inquiryQueryOf({ page: 1, limit: 5 })).toEqual({ page: 1, limit: 5 });
    expect(inquiryQueryOf({ page: 1, limit: 5, status: 'Archived' })).toEqual({ page: 1, limit: 5 });
  });
});

describe('what stands in place of the queue', () => {
  it('loading until the page is answered: no cards, no error, no pager of more than one page', () => {
    const { snapshot } = startScreen();
    expect(selectQueueLoad(snapshot())).toEqual({ state: 'loading', error: undefined });
    expect(selectCards(snapshot())).toEqual([]);
    expect(selectPager(snapshot())).toEqual({ page: 1, pageCount: 1 });
    expect(selectStopped(snapshot())).toBe(false);
  });

  it('a failed page: the failure text, no cards and no pager', async () => {
    const { settle, snapshot } = startScreen();
    await settle({ type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } });
    expect(selectQueueLoad(snapshot())).toEqual({
      state: 'failed',
      error: textsOf(inquiryAdminMessages).fetchListFailed,
    });
    expect(selectCards(snapshot())).toEqual([]);
    expect(selectPager(snapshot())).toBeUndefined();
  });

  it('an empty page: its empty state and no cards', async () => {
    const { settle, snapshot } = startScreen();
    await settle({ type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } });
    expect(selectQueueLoad(snapshot())).toEqual({ state: 'empty', error: undefined });
    expect(selectCards(snapshot())).toEqual([]);
  });

  it('a loaded page: its cards in the server order and the pager of its pages', async () => {
    const { actor, settle, snapshot } = await loadedScreen();
    expect(selectQueueLoad(snapshot()).state).toBe('loaded');
    expect(selectCards(snapshot()).map((card) => card.inquiry)).toEqual(firstPage.items);
    expect(selectPager(snapshot())).toEqual({ page: 1, pageCount: 2 });
    actor.getSnapshot().children.inquiryQueue?.send({ type: 'page.goto', page: 2 });
    // While page 2 loads: no cards, the pager already on page 2.
    expect(selectCards(snapshot())).toEqual([]);
    expect(selectPager(snapshot())).toEqual({ page: 2, pageCount: 2 });
    await settle({ type: 'xstate.done.actor.fetchPage', output: secondPage });
    expect(selectCards(snapshot()).map((card) => card.inquiry)).toEqual(secondPage.items);
  });
});

describe('the status changes a card offers', () => {
  it('every status but its own, as Approve, Reject, Set pending', () => {
    expect(offeredStatuses('Pending')).toEqual(['Approved', 'Rejected']);
    expect(offeredStatuses('Approved')).toEqual(['Rejected', 'Pending']);
    expect(offeredStatuses('Rejected')).toEqual(['Approved', 'Pending']);
  });

  it('a status the UI does not know (taken as pending) is offered all three', () => {
    expect(offeredStatuses('Archived')).toEqual(['Approved', 'Rejected', 'Pending']);
  });

  it('each card offers by its own status', async () => {
    const { snapshot } = await loadedScreen();
    const offered = Object.fromEntries(
      selectCards(snapshot()).map((card) => [card.inquiry.id, card.offered]),
    );
    expect(offered[pending.id]).toEqual(['Approved', 'Rejected']);
    expect(offered[approved.id]).toEqual(['Rejected', 'Pending']);
    expect(offered[rejected.id]).toEqual(['Approved', 'Pending']);
  });
});

describe('which card is saving', () => {
  const saving = (snapshot: Parameters<typeof selectCards>[0]) =>
    selectCards(snapshot)
      .filter((card) => card.saving)
      .map((card) => card.inquiry.id);

  it('only the card whose change is on its way, until the server answers; then it offers by its new status', async () => {
    const { actor, settle, snapshot } = await loadedScreen();
    expect(saving(snapshot())).toEqual([]);
    actor.send({ type: 'inquiry.setStatus', inquiry: pending, status: 'Approved' });
    expect(saving(snapshot())).toEqual([pending.id]);
    await settle({ type: 'xstate.done.actor.updateItem', output: { ...pending, status: 'Approved' } });
    expect(saving(snapshot())).toEqual([]);
    const card = selectCards(snapshot()).find((shown) => shown.inquiry.id === pending.id)!;
    expect(card.inquiry.status).toBe('Approved');
    expect(card.offered).toEqual(['Rejected', 'Pending']);
  });

  it('a refused change: no card saving, the reason shown until dismissed', async () => {
    const { actor, settle, snapshot } = await loadedScreen();
    expect(selectStatusFailure(snapshot())).toBeUndefined();
    actor.send({ type: 'inquiry.setStatus', inquiry: approved, status: 'Rejected' });
    expect(selectStatusFailure(snapshot())).toBeUndefined();
    await settle({ type: 'xstate.error.actor.updateItem', error: { kind: 'network' } });
    expect(saving(snapshot())).toEqual([]);
    expect(selectStatusFailure(snapshot())).toEqual(textsOf(inquiryAdminMessages).statusFailed);
    expect(selectCards(snapshot()).find((card) => card.inquiry.id === approved.id)!.inquiry.status).toBe(
      'Approved',
    );
    actor.getSnapshot().children.inquiryStatus?.send({ type: 'update.dismiss' });
    expect(selectStatusFailure(snapshot())).toBeUndefined();
  });
});

describe('the delete question', () => {
  it('closed at first; open for the inquiry asked about, busy while deleting; closed and the card gone once deleted', async () => {
    const { actor, settle, snapshot } = await loadedScreen();
    expect(selectDeleteQuestion(snapshot()).matches('idle')).toBe(true);
    actor.send({ type: 'inquiry.delete', inquiry: approved });
    const asking = selectDeleteQuestion(snapshot());
    expect(asking.matches('idle')).toBe(false);
    expect(asking.context.target).toEqual({ id: approved.id, name: 'Kigali Logistics - Data Analyst' });
    expect(asking.hasTag('busy')).toBe(false);
    actor.getSnapshot().children.inquiryDelete?.send({ type: 'delete.confirm' });
    expect(selectDeleteQuestion(snapshot()).hasTag('busy')).toBe(true);
    await settle({ type: 'xstate.done.actor.deleteItem', output: undefined });
    expect(selectDeleteQuestion(snapshot()).matches('idle')).toBe(true);
    await settle({
      type: 'xstate.done.actor.fetchPage',
      output: { items: sampleInquiries.filter((inquiry) => inquiry.id !== approved.id), total: 5 },
    });
    expect(selectCards(snapshot()).map((card) => card.inquiry.id)).not.toContain(approved.id);
  });

  it('a failed delete keeps the question open with its reason', async () => {
    const { actor, settle, snapshot } = await loadedScreen();
    actor.send({ type: 'inquiry.delete', inquiry: pending });
    actor.getSnapshot().children.inquiryDelete?.send({ type: 'delete.confirm' });
    await settle({ type: 'xstate.error.actor.deleteItem', error: { kind: 'http', status: 500 } });
    const question = selectDeleteQuestion(snapshot());
    expect(question.matches('idle')).toBe(false);
    expect(question.context.target?.id).toBe(pending.id);
    expect(question.context.error).toEqual(textsOf(inquiryAdminMessages).deleteFailed);
  });
});

describe('the reply dialog', () => {
  it('closed at first; open for the inquiry replied to with its address and the draft; busy while sending', async () => {
    const { actor, snapshot } = await loadedScreen();
    expect(selectReplyDialog(snapshot())).toMatchObject({ open: false, inquiry: undefined, busy: false });
    actor.send({ type: 'inquiry.reply', inquiry: rejected });
    expect(selectReplyDialog(snapshot())).toEqual({
      open: true,
      inquiry: { id: rejected.id, to: rejected.email },
      subject: '',
      message: '',
      error: undefined,
      errorDetail: undefined,
      busy: false,
    });
    const reply = actor.getSnapshot().children.inquiryReply!;
    reply.send({ type: 'field.change', field: 'subject', value: 'Hello' });
    reply.send({ type: 'field.change', field: 'message', value: 'Let us talk.' });
    expect(selectReplyDialog(snapshot())).toMatchObject({ subject: 'Hello', message: 'Let us talk.' });
    reply.send({ type: 'reply.submit' });
    expect(selectReplyDialog(snapshot())).toMatchObject({ open: true, busy: true });
    expect(selectReplyNotice(snapshot())).toBeUndefined();
  });

  it("a sent reply closes it and says so ('Reply sent to …') until dismissed; the queue is unchanged", async () => {
    const { actor, deferred, settle, snapshot } = await loadedScreen();
    const cards = selectCards(snapshot());
    actor.send({ type: 'inquiry.reply', inquiry: pending });
    const reply = actor.getSnapshot().children.inquiryReply!;
    reply.send({ type: 'field.change', field: 'subject', value: 'Hello' });
    reply.send({ type: 'field.change', field: 'message', value: 'Let us talk.' });
    reply.send({ type: 'reply.submit' });
    await settle({ type: 'xstate.done.actor.sendReply', output: {} });
    expect(selectReplyDialog(snapshot()).open).toBe(false);
    expect(selectReplyNotice(snapshot())).toBe(`Reply sent to ${pending.email}`);
    expect(selectCards(snapshot())).toEqual(cards);
    expect(deferred.inputs.fetchPage).toHaveLength(1);
    reply.send({ type: 'notice.dismiss' });
    expect(selectReplyNotice(snapshot())).toBeUndefined();
  });

  it("a draft's problem is shown in the open dialog, not as a notice", async () => {
    const { actor, snapshot } = await loadedScreen();
    actor.send({ type: 'inquiry.reply', inquiry: pending });
    actor.getSnapshot().children.inquiryReply!.send({ type: 'reply.submit' });
    expect(selectReplyDialog(snapshot())).toMatchObject({
      open: true,
      error: inquiryAdminMessages.subjectRequired,
    });
    expect(selectReplyNotice(snapshot())).toBeUndefined();
  });
});

describe('a part that fails stops the screen', () => {
  it('running, the screen is not stopped; once a part fails (none does by design), it is', async () => {
    const failing = hireRequestsMachine.provide({
      actors: {
        inquiryReply: inquiryReplyMachine.provide({
          actions: {
            openFor: () => {
              throw new Error('the reply dialog broke');
            },
          },
        }),
      },
    });
    const actor = createActor(failing).start();
    expect(selectStopped(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'inquiry.reply', inquiry: pending });
    await flush();
    expect(selectStopped(actor.getSnapshot())).toBe(true);
  });
});
