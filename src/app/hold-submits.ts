import {
  HELD_NOTICE_ATTRIBUTE,
  PAGE_NOTICE_ATTRIBUTE,
  STILL_LOADING_ATTRIBUTE,
  stillLoadingMessage,
} from '@contracts/page-forms';
import { holdSubmission, takeHeldSubmission } from '@/lib/held-submit';

export interface SubmitHold {
  /**
   * The app's first commit is on screen: its forms send themselves. A held submission is sent by its form's
   * component as the app takes the form over, which may be a moment later (the router's content is a
   * Suspense boundary, hydrated after the first commit): its notice stays until then.
   */
  started(): void;
  /** The app could not start: the browser's own submission (which the server answers) is let through. */
  failed(): void;
}

/**
 * A live region is read out when its text changes, not always when it is added with its text: the notice
 * goes into the page empty and gets its text this much later.
 */
const ANNOUNCE_AFTER_MS = 100;

/**
 * Until the app has taken over a prerendered page, Enter or a submit button would be the browser's own
 * submission: the page would be left and, on most forms, what was typed lost. From the moment the entry
 * runs until the app has started, such a submission is held, with a notice; the text stays in the fields,
 * where the app reads it when it starts. A form that carries its own notice (`HELD_NOTICE_ATTRIBUTE`) is
 * remembered by its id and sent by its component once the app runs (`takeHeldSubmission`), once however
 * often it was pressed; any other is sent again by the person. A submission the app handled (its default
 * prevented) passes.
 */
export function holdSubmitsUntilStarted(): SubmitHold {
  let notice: HTMLElement | undefined;
  let shown: string | undefined;
  let held: { id: string; submitter: HTMLElement | null } | undefined;
  const hideNotice = () => {
    notice?.remove();
    notice = shown = undefined;
  };
  const hold = (event: Event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const sendsLater = form.id && form.getAttribute(HELD_NOTICE_ATTRIBUTE);
    const text = sendsLater || stillLoadingNotice();
    // Pressed again, the notice already says it.
    if (text !== shown) {
      notice?.remove();
      notice = showNotice(text, sendsLater ? 'status' : 'alert');
      shown = text;
    }
    if (sendsLater) {
      held = { id: form.id, submitter: (event as SubmitEvent).submitter };
      holdSubmission(form.id, hideNotice);
    }
  };
  // On the window, after the app's own listener on its root has had the event.
  window.addEventListener('submit', hold);
  return {
    started() {
      window.removeEventListener('submit', hold);
      // The server's "needs the page's scripts" notice is over, and so is "send it again".
      const pending = held && notice;
      for (const stale of document.querySelectorAll(`[${PAGE_NOTICE_ATTRIBUTE}]`))
        if (stale !== pending) stale.remove();
    },
    failed() {
      window.removeEventListener('submit', hold);
      hideNotice();
      // No app will send it: the browser does, as it would have (the server answers the page forms).
      if (!held || !takeHeldSubmission(held.id)) return;
      const form = document.getElementById(held.id) as HTMLFormElement | null;
      const submitter = held.submitter as HTMLButtonElement | null;
      form?.requestSubmit(submitter?.form === form ? submitter : null);
    },
  };
}

/** The notice in the page's language, as its prerendered layout wrote it; English on a page without it. */
function stillLoadingNotice(): string {
  return (
    document.querySelector(`[${STILL_LOADING_ATTRIBUTE}]`)?.getAttribute(STILL_LOADING_ATTRIBUTE) ??
    stillLoadingMessage
  );
}

/** A submission was held: politely that it will be sent, at once that it must be sent again. */
function showNotice(text: string, role: 'status' | 'alert'): HTMLElement {
  const notice = document.createElement('p');
  notice.setAttribute(PAGE_NOTICE_ATTRIBUTE, 'held');
  notice.setAttribute('role', role);
  document.body.append(notice);
  setTimeout(() => {
    notice.textContent = text;
  }, ANNOUNCE_AFTER_MS);
  return notice;
}
