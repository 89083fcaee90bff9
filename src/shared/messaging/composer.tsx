import { MESSAGE_TEXT_MAX } from '@contracts/messaging';
import type { composerMachine } from '@machines/composer.machine';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent, RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { visuallyHidden } from '@/components/ui/layout.css';
import { usePagePath } from '@/lib/use-page-path';
import { EmojiPicker } from './emoji-picker';
import * as css from './messaging.css';

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

/** The message box: text (Enter sends), attach an image, emojis, Send; a failed send with Retry. */
export function Composer({ composer, inputRef, label, attach = true }: ComposerProps) {
  const snapshot = useSelector(composer, (state) => state);
  const { text, image, imageError, replyTo, error } = snapshot.context;
  const send = composer.send;
  const sendMessage = () => send({ type: 'message.send' });
  const failed = snapshot.matches('failed');
  const action = usePagePath();

  return (
    <form
      className={css.composer}
      method="post"
      action={action}
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault();
        sendMessage();
      }}
    >
      {replyTo && (
        <div className={css.replyBar}>
          <p className={css.replyQuote}>
            Replying to <strong>{replyTo.name}</strong>: {replyTo.text}
          </p>
          <button type="button" className={css.linkButton} onClick={() => send({ type: 'reply.cancel' })}>
            Cancel reply
          </button>
        </div>
      )}
      {failed && error && (
        <div role="alert" className={css.sendError}>
          <span>{error}</span>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => send({ type: 'message.retry' })}
          >
            Retry
          </button>
          <button type="button" className={css.linkButton} onClick={() => send({ type: 'message.discard' })}>
            Discard
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
        placeholder="Write a message…"
        value={text}
        onChange={(event) => send({ type: 'text.change', value: event.target.value })}
        onKeyDown={(event) => onEnter(event, sendMessage)}
      />
      <div className={css.composerTools}>
        {attach && (
          <div className={css.attach}>
            <ImagePicker
              id={`${label}-image`}
              label="Attach an image"
              file={image}
              error={imageError}
              onChoose={(file) => send(file ? { type: 'image.choose', file } : { type: 'image.clear' })}
            />
            {image && (
              <button type="button" className={css.linkButton} onClick={() => send({ type: 'image.clear' })}>
                Remove image
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
          Send
        </button>
      </div>
    </form>
  );
}
