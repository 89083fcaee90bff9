import { installPromptMachine } from '@machines/install-prompt.machine';
import { liveMachine } from '@machines/live.machine';
import { type ServiceWorkerInput, serviceWorkerMachine } from '@machines/service-worker.machine';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { activateLanguage } from '@/i18n/catalogs';
import { PWA_NOTICES_ATTRIBUTE, type PwaActors, PwaNotices } from '@/pwa/pwa-notices';
import { installPromptLogic } from '@/pwa/service-worker.logic';
import { OfflineBanner } from '@/shared/live/offline-banner';
import { inLanguage } from '../support/in-language';
import { renderView } from '../support/render-view';

const online: ServiceWorkerInput = { supported: true, online: true, savedAt: null };

/** The notices' two actors with stand-in watchers; what the page was told to do is recorded. */
function pwaActors(input: ServiceWorkerInput = online, install = installPromptLogic) {
  const calls = { skipWaiting: 0, reloads: 0, prompts: 0 };
  const worker = createActor(
    serviceWorkerMachine.provide({
      actors: {
        watchWorker: fromCallback(({ receive }) => {
          receive(() => {
            calls.skipWaiting += 1;
          });
        }),
        watchConnection: fromCallback(() => {}),
      },
      actions: {
        reloadPage: () => {
          calls.reloads += 1;
        },
      },
    }),
    { input },
  ).start();
  const installActor = createActor(
    install.provide({
      actors: {
        showInstallPrompt: fromPromise<'accepted' | 'dismissed'>(async () => {
          calls.prompts += 1;
          return 'accepted';
        }),
      },
    }),
    { input: { laterVisit: false, dismissedBefore: false } },
  ).start();
  return { actors: { worker, install: installActor } as unknown as PwaActors, calls };
}

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('the service worker notices', () => {
  it('a new version waiting: a polite notice with Reload, the typing kept and the focus left alone until Reload', async () => {
    const { actors, calls } = pwaActors();
    const { user } = await renderView(
      <>
        <label>
          Message <input />
        </label>
        <PwaNotices actors={actors} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Half a sentence');
    act(() => {
      actors.worker.send({ type: 'worker.registered' });
      actors.worker.send({ type: 'worker.waiting' });
    });
    expect(screen.getByRole('status').textContent).toBe('A new version is ready —Reload');
    expect(document.activeElement).toBe(field);
    await user.type(field, ' and the rest');
    expect((field as HTMLInputElement).value).toBe('Half a sentence and the rest');
    expect(calls).toMatchObject({ skipWaiting: 0, reloads: 0 });

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(calls.skipWaiting).toBe(1);
    expect(calls.reloads).toBe(0);
    expect(screen.getByRole('button', { name: 'Reloading…' }).getAttribute('aria-disabled')).toBe('true');
    act(() => actors.worker.send({ type: 'worker.controlling' }));
    expect(calls.reloads).toBe(1);
  });

  it('a saved copy: offline with the time it was saved, in the page language; back online, Reload for the latest', async () => {
    await activateLanguage('fr');
    const savedAt = '2026-11-28T10:30:00.000Z';
    const { actors, calls } = pwaActors({ supported: true, online: true, savedAt });
    const { user } = await renderView(<PwaNotices actors={actors} />);
    const saved = new Date(savedAt).toLocaleString('fr-FR');
    expect(screen.getByRole('status').textContent).toContain(
      inLanguage('You are offline. This is a saved copy of the page (saved {saved}).', { saved }),
    );
    expect(screen.getByRole('status').textContent).toContain('copie');

    act(() => actors.worker.send({ type: 'connection.online' }));
    expect(screen.getByRole('status').textContent).toContain(inLanguage('You are back online —'));
    await user.click(screen.getByRole('button', { name: inLanguage('Reload for the latest') }));
    expect(calls.reloads).toBe(1);
  });

  it('offline on a page from the network: only that it is offline; nothing once online again', async () => {
    const { actors } = pwaActors({ supported: true, online: false, savedAt: null });
    await renderView(<PwaNotices actors={actors} />);
    expect(screen.getByRole('status').textContent).toBe('You are offline.');
    act(() => actors.worker.send({ type: 'connection.online' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('the install offer: not on the first screen of a first visit, then once; Not now is remembered', async () => {
    const { actors } = pwaActors();
    const { user } = await renderView(<PwaNotices actors={actors} />, { url: '/' });
    act(() => actors.install.send({ type: 'install.available' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();

    // The next page (the router's pushState; the back button and Chromium's Navigation API say so too).
    act(() => {
      window.history.pushState({}, '', '/projects');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Install the Hub app'));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Install the Hub app')).toBeNull();
    expect(localStorage.getItem('hub.install-dismissed')).not.toBeNull();
  });

  it('the install offer accepted shows the browser dialog and goes', async () => {
    const { actors, calls } = pwaActors();
    const { user } = await renderView(<PwaNotices actors={actors} />);
    act(() => actors.install.send({ type: 'install.available' }));
    act(() => {
      window.history.pushState({}, '', '/members');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    await waitFor(() => expect(screen.queryByText('Install the Hub app')).toBeNull());
    expect(calls.prompts).toBe(1);
  });

  it('a dismissal remembered on the device means no offer on a later visit', () => {
    const actor = createActor(installPromptMachine, {
      input: { laterVisit: true, dismissedBefore: true },
    }).start();
    actor.send({ type: 'install.available' });
    expect(actor.getSnapshot().value).toBe('dismissed');
  });
});

describe('one offline notice at a time in the member area', () => {
  it("the live stream's banner stays away while the device is offline and the worker's notice says so", async () => {
    const live = createActor(
      liveMachine.provide({
        actors: {
          connectLive: fromCallback(({ sendBack }) => sendBack({ type: 'live.failed' })),
          waitBackoff: fromPromise(() => new Promise<void>(() => {})),
        },
      }),
    ).start();
    await renderView(<OfflineBanner live={live as never} />);
    const liveText = 'You are offline. Reconnecting…';
    expect(screen.getByRole('status').textContent).toContain(liveText);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    // The worker's notices are not running (a development build, or the page not idle yet): this one says it.
    expect(screen.getByRole('status').textContent).toContain(liveText);

    // The worker's notices start (src/pwa/pwa-root.tsx marks the page).
    document.documentElement.setAttribute(PWA_NOTICES_ATTRIBUTE, '');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.queryByRole('status')).toBeNull();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // Online but the stream still down (the server unreachable): the live banner says so again.
    expect(screen.getByRole('status').textContent).toContain(liveText);
    onLine.mockRestore();
    document.documentElement.removeAttribute(PWA_NOTICES_ATTRIBUTE);
    live.stop();
  });
});
