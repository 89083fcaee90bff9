import { type RefObject, useRef } from 'react';

/** How close to an edge (px) counts as being at it. */
const EDGE = 48;

/**
 * The DOM side of a thread machine's scrolling: the actions it names (scroll to the newest message, keep
 * the reader's place while older messages are added above) and what a scroll of the list means.
 */
export function useThreadScroll(listRef: RefObject<HTMLElement | null>) {
  const fromBottom = useRef(0);
  // After React has drawn the change (the machine's actions run before it renders).
  const afterRender = (run: (list: HTMLElement) => void) =>
    setTimeout(() => {
      if (listRef.current) run(listRef.current);
    }, 0);
  return {
    actions: {
      scrollToNewest: () =>
        afterRender((list) => {
          list.scrollTop = list.scrollHeight;
        }),
      keepScrollPosition: () => {
        const list = listRef.current;
        fromBottom.current = list ? list.scrollHeight - list.scrollTop : 0;
        afterRender((shown) => {
          shown.scrollTop = shown.scrollHeight - fromBottom.current;
        });
      },
    },
    /** Where the reader is: at the newest message, and at the top (older ones are wanted). */
    positionOf: (list: HTMLElement) => ({
      atBottom: list.scrollHeight - list.scrollTop - list.clientHeight <= EDGE,
      atTop: list.scrollTop <= EDGE,
    }),
  };
}
