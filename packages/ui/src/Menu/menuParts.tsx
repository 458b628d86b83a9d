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
  /**
   * Read by screen readers after the label but not shown, e.g. '(opens in a new tab)' for an
   * external link.
   */
  hint?: string;
  /**
   * Makes the item a checkbox item (role menuitemcheckbox, e.g. edit mode) in this state; a tick
   * shows it. Only in a section (`MenuSectionData`): a section with such an item is a group of
   * checkbox items.
   */
  isSelected?: boolean;
  /** Called with the new state when a checkbox item is chosen. */
  onSelectedChange?: (isSelected: boolean) => void;
}

/** A group of items under a heading (react-aria MenuSection), e.g. the user's own items. */
export interface MenuSectionData {
  /** Stable key of the section. */
  id: string;
  /** Heading above the items, which also names the group for screen readers. */
  label?: string;
  /** The items of the section. */
  items: MenuItemData[];
}

/** Tells a section from an item in `MenuProps.items`. */
export function isMenuSection(entry: MenuItemData | MenuSectionData): entry is MenuSectionData {
  return 'items' in entry;
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
  /** Items of the menu, and sections of items under a heading. */
  items: (MenuItemData | MenuSectionData)[];
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

/** The tick of a checked checkbox item. */
export const menuCheck = (
  <svg className="koers-menu__check" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="m4.5 10.5 3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The chevron after the trigger's content, shared with MenuImpl. */
export const menuChevron = (
  <svg className="koers-menu__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
