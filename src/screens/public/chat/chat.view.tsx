import { HELD_NOTICE_ATTRIBUTE } from '@contracts/page-forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { useRef } from 'react';
import { button } from '@/components/ui/button';
import { container, section, visuallyHidden } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { useHydrated } from '@/lib/use-hydrated';
import { usePagePath } from '@/lib/use-page-path';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import * as css from './chat.css';
import { type ChatLogic, chatLogic } from './chat.logic';
import { type ChatMessage, chatMessages } from './chat.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The composer's id: what was typed into the prerendered one is found by it. */
const CHAT_FORM_ID = 'chat-form';

function Message({ message }: { message: ChatMessage }) {
  const text = useSourceText();
  if (message.sender === 'user') {
    return (
      <div className={css.userRow}>
        <p className={css.userBubble}>
          <span className={visuallyHidden}>
            <Trans>You:</Trans>{' '}
          </span>
          {message.text}
        </p>
      </div>
    );
  }
  return (
    <div className={css.botRow}>
      <p className={message.isError ? css.errorBubble : css.botBubble}>
        <span className={visuallyHidden}>
          <Trans>Hub:</Trans>{' '}
        </span>
        {message.isError ? text(message.text) : message.text}
      </p>
      {message.language && message.language !== 'en' && (
        <p className={css.language}>
          <Trans>Language detected: {message.language}</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * /chatcard: the chatbot page. One screen machine (chat.machine.ts) holds the conversation and its rules;
 * this view reads, sends and provides the scrolling.
 */
export function ChatView({ logic = chatLogic }: { logic?: ChatLogic }) {
  const logRef = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useActor(
    logic.provide({
      actions: {
        // After React has drawn the new message.
        scrollToLatest: () =>
          setTimeout(() => {
            const log = logRef.current;
            if (log) log.scrollTop = log.scrollHeight;
          }, 0),
      },
    }),
    { inspect },
  );
  const busy = snapshot.hasTag('busy');
  const { input, messages, error } = snapshot.context;
  // What was typed before the app ran, then a message the entry held meanwhile: sent with it, once.
  useTypedBeforeHydration(
    CHAT_FORM_ID,
    (name, value) => {
      if (name === 'message' && typeof value === 'string') send({ type: 'input.change', value });
    },
    () => send({ type: 'message.send' }),
  );
  // Until the app has hydrated, Send stays enabled: the prerendered field's text is not the machine's yet,
  // and a disabled Send would also stop Enter from sending the form for the entry to hold.
  const hydrated = useHydrated();
  const action = usePagePath();
  const { t } = useLingui();
  const text = useSourceText();

  return (
    <section className={section} aria-labelledby="chat-title">
      <title>{t`Chat with the Hub · Hub`}</title>
      <div className={container}>
        <div className={css.card}>
          <header className={css.header}>
            <h1 id="chat-title" className={css.title}>
              <Trans>Hub Assistant</Trans>
            </h1>
            <p className={css.subtitle}>
              <Trans>Ask about membership, hiring the team, our projects or where to find us.</Trans>
            </p>
          </header>
          <div
            ref={logRef}
            className={css.log}
            role="log"
            aria-live="polite"
            aria-label={t`Conversation`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard.
            tabIndex={0}
          >
            {messages.length === 0 && <p className={css.empty}>{text(chatMessages.empty)}</p>}
            {messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
            {busy && (
              <p className={css.typing}>
                <span className={visuallyHidden}>
                  <Trans>Hub is typing…</Trans>
                </span>
                <span className={css.dot} aria-hidden="true" />
                <span className={css.dot} aria-hidden="true" />
                <span className={css.dot} aria-hidden="true" />
              </p>
            )}
          </div>
          {error && (
            <p role="alert" className={css.status}>
              {text(error)}
            </p>
          )}
          <form
            id={CHAT_FORM_ID}
            className={css.composer}
            method="post"
            action={action}
            {...{ [HELD_NOTICE_ATTRIBUTE]: t`Sending your message as soon as the page has loaded…` }}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'message.send' });
            }}
          >
            <label htmlFor="chat-input" className={visuallyHidden}>
              <Trans>Message</Trans>
            </label>
            <input
              id="chat-input"
              name="message"
              className={css.input}
              autoComplete="off"
              maxLength={1000}
              placeholder={text(busy ? chatMessages.placeholderWaiting : chatMessages.placeholder)}
              value={input}
              onChange={(event) => send({ type: 'input.change', value: event.target.value })}
            />
            <button
              type="submit"
              className={button({ tone: 'primary' })}
              disabled={hydrated && !snapshot.can({ type: 'message.send' })}
            >
              <Trans>Send</Trans>
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
