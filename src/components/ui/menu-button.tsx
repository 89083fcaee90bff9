import type { KeyboardEvent, ReactNode } from 'react';
import * as css from './menu-button.css';
import { useDisclosure } from './use-disclosure';

export interface MenuItem {
  label: string;
  onSelect: () => void;
}

export interface MenuButtonProps {
  /** Unique on the page: the menu's element id. */
  id: string;
  /** The trigger's accessible name ('Actions for Acme - Designer'). */
  label: string;
  items: readonly MenuItem[];
  /** The trigger's picture (default: three dots). */
  icon?: ReactNode;
}

const dots = (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
    <circle cx="10" cy="4" r="2" />
    <circle cx="10" cy="10" r="2" />
    <circle cx="10" cy="16" r="2" />
  </svg>
);

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Up/Down/Home/End move focus between the menu's items. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = moves[event.key];
  if (!move) return;
  event.preventDefault();
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  items[move(index, items.length)]?.focus();
}

/**
 * A three-dot button opening a menu of actions (WAI-ARIA menu button): Enter, Space or Down open it with
 * focus on the first item, arrows move, Escape closes it and focus returns to the button; choosing an
 * item closes it, puts focus back on the button (so a dialog it opens returns focus there) and runs it.
 */
export function MenuButton({ id, label, items, icon = dots }: MenuButtonProps) {
  const { isOpen, triggerProps, panelProps, onNavigate, openWithFocus } = useDisclosure<HTMLDivElement>(id);
  const { ref: triggerRef, onKeyDown, onClick, ...trigger } = triggerProps;

  function choose(item: MenuItem) {
    onNavigate();
    triggerRef.current?.focus();
    item.onSelect();
  }

  return (
    <div className={css.wrapper}>
      <button
        {...trigger}
        ref={triggerRef}
        aria-haspopup="menu"
        aria-label={label}
        className={css.trigger}
        onKeyDown={onKeyDown}
        onClick={isOpen ? onClick : openWithFocus}
      >
        {icon}
      </button>
      <div {...panelProps} role="menu" aria-label={label} className={css.menu} onKeyDown={moveFocus}>
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={css.item}
            onClick={() => choose(item)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
