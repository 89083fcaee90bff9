import { MESSAGE_TEXT_MAX } from '@contracts/messaging';
import { Trans, useLingui } from '@lingui/react/macro';
import type { composerMachine } from '@machines/composer.machine';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent, RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { visuallyHidden } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { usePagePath } from '@/lib/use-page-path';
import { EmojiPicker } from './emoji-picker';
import * as css from './messaging.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

type ComposerLogic = typeof composerMachine;
export type ComposerActor = ActorRefFrom<ComposerLogic>;

/** A random prefix for this page's client ids (a resend keeps its id; two tabs never share one). */
export function newClientPrefix(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/** Enter sends; Shift+Enter is a new line. */
function onEnter(event: KeyboardEvent<HTMLTextAreaElement>, sendMessage: () => void) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  sendMessage();
}

export interface ComposerProps {
  composer: ComposerActor;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The text box's name ('Message Hub Channel'). */
  label: string;
  /** Whether an image may be attached. */
  attach?: boolean;
}

/** 'Replying to Ada: the quoted text' above the box. */
function ReplyingTo({ name, quoted }: { name: string; quoted: string }) {
  return (
    <Trans>
      Replying to <strong>{name}</strong>: {quoted}
    </Trans>
  );
}

/** The message box: text (Enter sends), attach an image, emojis, Send; a failed send with Retry. */
export function Composer({ composer, inputRef, label, attach = true }: ComposerProps) {
  const snapshot = useSelector(composer, (state) => state);
  const { text, image, imageError, replyTo, error } = snapshot.context;
  const send = composer.send;
  const sendMessage = () => send({ type: 'message.send' });
  const failed = snapshot.matches('failed');
  const action = usePagePath();
  const { t } = useLingui();
  const sourceText = useSourceText();

  return (
    <form
      className={css.composer}
      method="post"
      action={action}
      aria-label={t`Write a message`}
      onSubmit={(event) => {
        event.preventDefault();
        sendMessage();
      }}
    >
      {replyTo && (
        <div className={css.replyBar}>
          <p className={css.replyQuote}>
            <ReplyingTo name={replyTo.name} quoted={replyTo.text} />
          </p>
          <button type="button" className={css.linkButton} onClick={() => send({ type: 'reply.cancel' })}>
            <Trans>Cancel reply</Trans>
          </button>
        </div>
      )}
      {failed && error && (
        <div role="alert" className={css.sendError}>
          <span>{sourceText(error)}</span>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => send({ type: 'message.retry' })}
          >
            <Trans>Retry</Trans>
          </button>
          <button type="button" className={css.linkButton} onClick={() => send({ type: 'message.discard' })}>
            <Trans>Discard</Trans>
          </button>
        </div>
      )}
      <label htmlFor={`${label}-input`} className={visuallyHidden}>
        {label}
      </label>
      <textarea
        id={`${label}-input`}
        ref={inputRef}
        className={css.textBox}
        rows={2}
        maxLength={MESSAGE_TEXT_MAX}
        placeholder={t`Write a message…`}
        value={text}
        onChange={(event) => send({ type: 'text.change', value: event.target.value })}
        onKeyDown={(event) => onEnter(event, sendMessage)}
      />
      <div className={css.composerTools}>
        {attach && (
          <div className={css.attach}>
            <ImagePicker
              id={`${label}-image`}
              label={t`Attach an image`}
              file={image}
              error={imageError}
              onChoose={(file) => send(file ? { type: 'image.choose', file } : { type: 'image.clear' })}
            />
            {image && (
              <button type="button" className={css.linkButton} onClick={() => send({ type: 'image.clear' })}>
                <Trans>Remove image</Trans>
              </button>
            )}
          </div>
        )}
        <EmojiPicker onChoose={(emoji) => send({ type: 'emoji.insert', emoji })} />
        <button
          type="submit"
          className={button({ tone: 'primary' })}
          disabled={!snapshot.can({ type: 'message.send' })}
        >
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
