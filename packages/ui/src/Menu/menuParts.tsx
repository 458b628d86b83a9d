import type { ReactNode } from 'react';
import type { Placement } from 'react-aria-components';
import type { PassthroughProps } from '../utils/passthrough';

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

/**
 * `ref`, `id`, `className` (added to the trigger's own), `aria-*` and `data-*` reach the trigger
 * button: it is what a host labels, describes and points at.
 */
export interface MenuProps extends PassthroughProps<HTMLButtonElement> {
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
