import { inquiryMessages } from '@contracts/hire-us';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  discardKeptInquiries,
  forgetInquiry,
  KEPT_INQUIRY_LIFETIME_MS,
  type KeptInquiry,
  keepInquiry,
  keptInquiries,
  sendKeptInquiries,
} from '@/device/inquiry-outbox';
import { forgetAccount, keep, readKept } from '@/device/kept';
import { hireUsLogic } from '@/screens/public/hire-us/hire-us.logic';
import { sample } from '@/screens/public/hire-us/hire-us.model';
import { HireUsView } from '@/screens/public/hire-us/hire-us.view';
import { renderView } from '../support/render-view';

/**
 * The device's outbox of hire-us inquiries (src/device/inquiry-outbox.ts) over fake-indexeddb, with `fetch`
 * mocked: what it keeps, what it sends and how, what it forgets; and the /hire-us page with its real logic
 * (only the first submit's network is stubbed): a submit without a connection is kept, the `online` event
 * sends it.
 */
const inquiry = { ...sample, consent: true };
/** When the test file's inquiries were kept: a moment ago, well within the days the outbox keeps them. */
const recently = Date.now();
const entry = (key: string, keptAt = recently): KeptInquiry => ({
  inquiry: { ...inquiry, language: 'fr' },
  idempotencyKey: key.repeat(32).slice(0, 32),
  keptAt,
});
const stored = () =>
  new Response(JSON.stringify({ message: 'ok', data: { inquiry: { id: 'i1' } } }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keys = async () => (await keptInquiries()).map((kept) => kept.idempotencyKey);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inquiry outbox', () => {
  it('keeps inquiries on the visitor shelf, oldest first, through a sign-out', async () => {
    await keepInquiry(entry('b', recently + 2));
    await keepInquiry(entry('a', recently + 1));
    await keep('visitor', 'something-else', 1);
    await forgetAccount('member@hub.example');
    expect(await keys()).toEqual([entry('a').idempotencyKey, entry('b').idempotencyKey]);
    await forgetInquiry(entry('a').idempotencyKey);
    expect(await keys()).toEqual([entry('b').idempotencyKey]);
  });

  it('posts each as the page does (same body with its language, same Idempotency-Key) and forgets it once stored', async () => {
    await keepInquiry(entry('a'));
    const fetcher = vi.fn(async () => stored());
    const report = await sendKeptInquiries({ fetcher });
    expect(report).toEqual({ sent: [entry('a').idempotencyKey], waiting: [], refused: [], expired: [] });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/hire-us');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': entry('a').idempotencyKey,
    });
    expect(init.body).toBe(JSON.stringify({ ...inquiry, language: 'fr' }));
    expect(await keys()).toEqual([]);
  });

  it('sends an entry the earlier release kept (the language beside the inquiry) as that release sent it', async () => {
    const { inquiry: kept, ...rest } = entry('a');
    const { language, ...values } = kept;
    await keep('visitor', `hire-us-outbox:${rest.idempotencyKey}`, { ...rest, inquiry: values, language });
    const fetcher = vi.fn(async () => stored());
    const report = await sendKeptInquiries({ fetcher });
    expect(report.sent).toEqual([rest.idempotencyKey]);
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    // That release's body: the form's keys, then the language.
    expect(init.body).toBe(JSON.stringify({ ...values, language: 'fr' }));
  });

  it('keeps them while there is no connection, and stops at the first failure a resend may cure', async () => {
    await keepInquiry(entry('a', recently + 1));
    await keepInquiry(entry('b', recently + 2));
    for (const failing of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => answer(429, { message: 'Too many inquiries' }),
      async () => answer(503),
      // A 2xx that is not the server's answer (a captive portal's page) stored nothing.
      async () => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ]) {
      const fetcher = vi.fn(failing);
      const report = await sendKeptInquiries({ fetcher });
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(report.sent).toEqual([]);
      expect(report.waiting.map((kept) => kept.idempotencyKey)).toEqual(await keys());
      expect(await keys()).toHaveLength(2);
    }
  });

  it('sends nothing while the device says it is offline', async () => {
    await keepInquiry(entry('a'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetcher = vi.fn(async () => stored());
    const report = await sendKeptInquiries({ fetcher });
    onLine.mockRestore();
    expect(fetcher).not.toHaveBeenCalled();
    expect(report.waiting).toHaveLength(1);
  });

  it('hands a refused inquiry back to a page; the worker marks it and a later page gets it', async () => {
    const refusal = { message: 'Please enter a valid email address', errors: [] };
    await keepInquiry(entry('a'));
    const page = await sendKeptInquiries({
      fetcher: async () => answer(400, refusal),
      handOverRefused: true,
    });
    expect(page.refused).toEqual([
      {
        submission: entry('a'),
        failure: { kind: 'http', status: 400, message: refusal.message, errors: [] },
      },
    ]);
    expect(await keys()).toEqual([]);

    await keepInquiry(entry('b'));
    const fetcher = vi.fn(async () => answer(400, refusal));
    await sendKeptInquiries({ fetcher });
    expect(
      (await readKept<KeptInquiry>('visitor', `hire-us-outbox:${entry('b').idempotencyKey}`))?.refused,
    ).toMatchObject({ status: 400 });
    // Not sent again: the same bytes would be refused again.
    await sendKeptInquiries({ fetcher });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const later = await sendKeptInquiries({ fetcher, handOverRefused: true });
    expect(later.refused.map((refused) => refused.submission.idempotencyKey)).toEqual([
      entry('b').idempotencyKey,
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await keys()).toEqual([]);
  });

  it('forgets an inquiry kept more than 7 days ago and never sends it; a younger one goes', async () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    await keepInquiry(entry('a', now - KEPT_INQUIRY_LIFETIME_MS - 1));
    await keepInquiry({
      ...entry('b', now - KEPT_INQUIRY_LIFETIME_MS - 60_000),
      refused: { kind: 'http', status: 400 },
    });
    await keepInquiry(entry('c', now - KEPT_INQUIRY_LIFETIME_MS));
    const fetcher = vi.fn(async () => stored());
    const report = await sendKeptInquiries({ fetcher, handOverRefused: true, now: () => now });
    expect(report).toEqual({
      sent: [entry('c').idempotencyKey],
      waiting: [],
      refused: [],
      expired: [entry('b').idempotencyKey, entry('a').idempotencyKey],
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'Idempotency-Key': entry('c').idempotencyKey,
    });
    expect(await keys()).toEqual([]);
    // The page's texts say how long an inquiry waits.
    expect(inquiryMessages.keptEarlier).toContain(`${KEPT_INQUIRY_LIFETIME_MS / 86_400_000} days`);
  });

  it('discards the kept inquiries it is given, and only those', async () => {
    await keepInquiry(entry('a'));
    await keepInquiry(entry('b'));
    await discardKeptInquiries([entry('a').idempotencyKey, 'f'.repeat(32)]);
    expect(await keys()).toEqual([entry('b').idempotencyKey]);
  });

  it('sends each once when two senders start together', async () => {
    await keepInquiry(entry('a'));
    const fetcher = vi.fn(async () => stored());
    const [first, second] = await Promise.all([
      sendKeptInquiries({ fetcher }),
      sendKeptInquiries({ fetcher }),
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect([...first.sent, ...second.sent]).toEqual([entry('a').idempotencyKey]);
  });
});

describe("the service worker's background sync", () => {
  /** Dispatches the worker's `sync` event (here on jsdom's `self`) and waits for what it waits for. */
  async function sync(tag: string): Promise<unknown> {
    await import('@/sw/background-sync');
    let waited: Promise<unknown> | undefined;
    const event = Object.assign(new Event('sync'), {
      tag,
      lastChance: false,
      waitUntil: (promise: Promise<unknown>) => {
        waited = promise;
      },
    });
    self.dispatchEvent(event);
    return waited;
  }

  it('sends the outbox for its tag, tells open pages, and fails while some are still waiting', async () => {
    await keepInquiry(entry('a'));
    expect(await sync('another-tag')).toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // A failed sync is tried again later by the browser.
    await expect(sync('hire-us-outbox')).rejects.toThrow(/still waiting/);
    expect(await keys()).toHaveLength(1);

    const heard = new Promise((resolve) => {
      const channel = new BroadcastChannel('hire-us-outbox');
      channel.onmessage = (message) => {
        channel.close();
        resolve(message.data);
      };
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stored()),
    );
    await sync('hire-us-outbox');
    expect(await keys()).toEqual([]);
    expect(await heard).toEqual({ type: 'sent' });
  });

  it('forgets an inquiry kept more than 7 days ago without sending it, and is done with it', async () => {
    await keepInquiry(entry('a', Date.now() - KEPT_INQUIRY_LIFETIME_MS - 60_000));
    const fetcher = vi.fn(async () => stored());
    vi.stubGlobal('fetch', fetcher);
    // Nothing is left waiting: the sync succeeds, the browser does not try it again.
    await expect(sync('hire-us-outbox')).resolves.toBeUndefined();
    expect(fetcher).not.toHaveBeenCalled();
    expect(await keys()).toEqual([]);
  });
});

// Typing the seven fields takes seconds in jsdom on a busy machine.
describe('/hire-us with its outbox', { timeout: 30_000 }, () => {
  async function fillAndSubmit(user: Awaited<ReturnType<typeof renderView>>['user']) {
    for (const [label, value] of [
      ['Email', sample.email],
      ['First name', sample.first_name],
      ['Last name', sample.last_name],
      ['Company name', sample.company_name],
      ['Job title', sample.job_title],
      ['Message', sample.message],
    ] as const)
      await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await user.selectOptions(screen.getByLabelText(/^Country/), sample.country);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  }

  /** Fills and submits the form with no connection: the inquiry is kept. Returns the page's `fetch`. */
  async function submitWithoutConnection() {
    const fetcher = vi.fn(async () => stored());
    vi.stubGlobal('fetch', fetcher);
    const offline = hireUsLogic.provide({
      actors: { submitInquiry: fromPromise(() => Promise.reject({ kind: 'network' })) },
    });
    const { user } = await renderView(<HireUsView logic={offline} />, { url: '/hire-us' });
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Saved — it will be sent when you are back online'),
    );
    return fetcher;
  }

  it('keeps a submit that finds no connection, shows it read-only, and sends it once the connection returns', async () => {
    const fetcher = await submitWithoutConnection();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(sample.email);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).matches(':disabled')).toBe(true);
    const [kept] = await keptInquiries();
    expect(kept).toMatchObject({
      inquiry: { ...inquiry, language: 'en' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(fetcher).not.toHaveBeenCalled();

    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Sent — Your inquiry has been submitted successfully!',
      ),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'Idempotency-Key': kept!.idempotencyKey,
    });
    expect(await keptInquiries()).toEqual([]);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
  });

  it("resends a submit that got no answer as the page's submit sent it: the same request, body and key", async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetcher);
    const { user } = await renderView(<HireUsView />, { url: '/hire-us' });
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Saved — it will be sent when you are back online'),
    );
    fetcher.mockImplementation(async () => stored());
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Sent — Your inquiry has been submitted successfully!',
      ),
    );
    const [submitted, resent] = fetcher.mock.calls as unknown as [string, RequestInit][];
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(submitted![0]).toBe('/api/hire-us');
    expect(JSON.parse(submitted![1].body as string)).toEqual({ ...inquiry, language: 'en' });
    const { signal: _first, ...submittedInit } = submitted![1];
    const { signal: _second, ...resentInit } = resent![1];
    expect([resent![0], resentInit]).toEqual([submitted![0], submittedInit]);
  });

  it('learns from the worker that it sent the kept inquiry, and says Sent without sending it again', async () => {
    const fetcher = await submitWithoutConnection();

    // The worker's background sync sent it (the entry is gone) and says so on the channel.
    const [kept] = await keptInquiries();
    await forgetInquiry(kept!.idempotencyKey);
    const channel = new BroadcastChannel('hire-us-outbox');
    channel.postMessage({ type: 'sent' });
    channel.close();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Sent — Your inquiry has been submitted successfully!',
      ),
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('sends on opening what an earlier visit kept', async () => {
    await keepInquiry(entry('a'));
    const fetcher = vi.fn(async () => stored());
    vi.stubGlobal('fetch', fetcher);
    await renderView(<HireUsView />, { url: '/hire-us' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Sent — Your inquiry has been submitted successfully!',
      ),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await keptInquiries()).toEqual([]);
  });

  /** Every value of the sample inquiry: none may show on the page of a later visit. */
  function expectNoneOfTheInquiryShown() {
    const form = screen.getByRole('form');
    const shown = [
      form.textContent ?? '',
      ...Array.from(form.querySelectorAll('input, select, textarea'), (control) =>
        control instanceof HTMLInputElement && control.type === 'checkbox'
          ? String(control.checked)
          : (control as HTMLInputElement).value,
      ),
    ];
    for (const value of [...Object.values(sample).filter((v) => v !== sample.country), 'true'])
      expect(shown.filter((text) => text.includes(value))).toEqual([]);
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('');
  }

  it('shows a later visit only that an inquiry is waiting, never its contents; Discard drops it, unsent', async () => {
    await keepInquiry(entry('a'));
    const fetcher = vi.fn(async () => stored());
    vi.stubGlobal('fetch', fetcher);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await renderView(<HireUsView />, { url: '/hire-us' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(inquiryMessages.keptEarlier));
    expectNoneOfTheInquiryShown();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).matches(':disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Discard inquiry' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(inquiryMessages.discarded));
    onLine.mockRestore();
    expect(await keptInquiries()).toEqual([]);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Discard inquiry' })).toBeNull();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows a later visit that an inquiry waiting on the device was refused, not what it said', async () => {
    await keepInquiry({
      ...entry('a'),
      refused: { kind: 'http', status: 400, message: 'Please enter a valid email address', errors: [] },
    });
    await renderView(<HireUsView />, { url: '/hire-us' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(inquiryMessages.refusedEarlier));
    expectNoneOfTheInquiryShown();
    expect(await keptInquiries()).toEqual([]);
  });

  it('never sends, nor shows, an inquiry kept more than 7 days ago', async () => {
    await keepInquiry(entry('a', Date.now() - KEPT_INQUIRY_LIFETIME_MS - 60_000));
    const fetcher = vi.fn(async () => stored());
    vi.stubGlobal('fetch', fetcher);
    await renderView(<HireUsView />, { url: '/hire-us' });
    await waitFor(async () => expect(await keptInquiries()).toEqual([]));
    expect(screen.getByRole('status').textContent).toBe('');
    expectNoneOfTheInquiryShown();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('says plainly that an inquiry it could not keep was NOT saved', async () => {
    const noDevice = hireUsLogic.provide({
      actors: {
        submitInquiry: fromPromise(() => Promise.reject({ kind: 'network' })),
        keepInquiry: fromPromise(() => Promise.reject(new Error('No IndexedDB'))),
      },
    });
    const { user } = await renderView(<HireUsView logic={noDevice} />, { url: '/hire-us' });
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('it was NOT saved');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(sample.email);
  });
});
