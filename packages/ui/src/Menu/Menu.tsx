import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { Placement } from 'react-aria-components';
import { lazyModule, listTriggerHandlers, useLazyShell } from '../utils/lazyImpl';
import type * as MenuImplModule from './MenuImpl';
import type { MenuOpenHandoff } from './MenuImpl';
import './Menu.css';

/** SPEC §9: delay before a hover-capable dropdown opens or closes. */
export const MENU_HOVER_DELAY_MS = 10;

export interface MenuItemData {
  /** Stable key of the item. */
  id: string;
  /** Visible text of the item. */
  label: string;
  /**
   * Language of the label when it differs from the page's (BCP 47), e.g. a language switch item
   * named in its own language, so screen readers pronounce it right (WCAG 3.1.2).
   */
  lang?: string;
  /** Called when the item is chosen (click, Enter or Space). */
  onAction?: () => void;
  /** Makes the item a link (navigated through the RAC RouterProvider for internal paths). */
  href?: string;
  /** Link target, for example `_blank` for external pages. */
  target?: string;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
}

export interface MenuProps {
  /** Content of the trigger button (for example the user's name and an avatar). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not descriptive text. */
  triggerLabel?: string;
  /** Items of the menu. */
  items: MenuItemData[];
  /**
   * Also open when the pointer rests on the trigger and close when it leaves, each after
   * `MENU_HOVER_DELAY_MS` (the user menu behaves like this). Click and keyboard still work.
   */
  openOnHover?: boolean;
  /** Where the menu appears relative to the trigger. */
  placement?: Placement;
  /** Extra class name on the trigger button. */
  className?: string;
}

/** The chevron after the trigger's content, shared with MenuImpl. */
export const menuChevron = (
  <svg className="koers-menu__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The react-aria implementation, imported on first intent and shared by every Menu. */
export const menuImpl = lazyModule(() => import('./MenuImpl'));

/**
 * A dropdown menu (react-aria MenuTrigger + Menu): arrow keys move between items, Enter or
 * Space chooses, Escape closes and returns focus to the trigger, typing jumps to an item.
 *
 * Until the react-aria code is needed this renders a look-alike native button; pointing at it,
 * focusing or pressing it loads the implementation, which then takes over focus and opens if
 * the button was already activated.
 */
export function Menu(props: MenuProps) {
  const { trigger, triggerLabel, openOnHover = false, className } = props;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shell = useLazyShell<typeof MenuImplModule, MenuOpenHandoff>(menuImpl, buttonRef);
  const [hovering, setHovering] = useState(false);

  if (shell.module) {
    const Impl = shell.module.default;
    return (
      <Impl
        {...props}
        takeOverFocus={shell.handoff.focus}
        initialOpen={shell.handoff.open}
        initialHover={hovering}
      />
    );
  }

  const { onClick, ...intentProps } = shell.intentProps;
  return (
    <div
      className="koers-menu"
      onPointerEnter={(event: PointerEvent) => {
        if (openOnHover && event.pointerType === 'mouse') setHovering(true);
      }}
      onPointerLeave={() => setHovering(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={['koers-menu__trigger', className].filter(Boolean).join(' ')}
        aria-label={triggerLabel}
        aria-haspopup="true"
        aria-expanded="false"
        {...intentProps}
        {...listTriggerHandlers(shell.activate, onClick)}
      >
        {trigger}
        {menuChevron}
      </button>
    </div>
  );
}
