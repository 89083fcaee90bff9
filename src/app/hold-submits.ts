import { PAGE_NOTICE_ATTRIBUTE, STILL_LOADING_ATTRIBUTE, stillLoadingMessage } from '@contracts/page-forms';

export interface SubmitHold {
  /** The app has taken over the page: its forms send themselves. */
  started(): void;
  /** The app could not start: the browser's own submission (which the server answers) is let through. */
  failed(): void;
}

/**
 * Until the app has taken over a prerendered page, Enter or a submit button would be the browser's own
 * submission: the page would be left and, on most forms, what was typed lost. From the moment the entry
 * runs until the app has started, such a submission is held, with a notice; the text stays in the fields,
 * where the app reads it when it starts. A submission the app handled (its default prevented) passes.
 */
export function holdSubmitsUntilStarted(): SubmitHold {
  let notice: HTMLElement | undefined;
  const hold = (event: Event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    notice ??= showNotice(stillLoadingNotice());
  };
  // On the window, after the app's own listener on its root has had the event.
  window.addEventListener('submit', hold);
  const release = () => {
    window.removeEventListener('submit', hold);
    notice?.remove();
  };
  return {
    started() {
      release();
      // The server's "needs the page's scripts" notice is over too.
      for (const stale of document.querySelectorAll(`[${PAGE_NOTICE_ATTRIBUTE}]`)) stale.remove();
    },
    failed: release,
  };
}

/** The notice in the page's language, as its prerendered layout wrote it; English on a page without it. */
function stillLoadingNotice(): string {
  return (
    document.querySelector(`[${STILL_LOADING_ATTRIBUTE}]`)?.getAttribute(STILL_LOADING_ATTRIBUTE) ??
    stillLoadingMessage
  );
}

function showNotice(text: string): HTMLElement {
  const notice = document.createElement('p');
  notice.setAttribute(PAGE_NOTICE_ATTRIBUTE, 'held');
  notice.setAttribute('role', 'alert');
  notice.textContent = text;
  document.body.append(notice);
  return notice;
}
