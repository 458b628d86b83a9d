import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  Button,
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  type Placement,
} from 'react-aria-components';
import './Menu.css';

/** SPEC §9: delay before a hover-capable dropdown opens or closes. */
export const MENU_HOVER_DELAY_MS = 10;

export interface MenuItemData {
  /** Stable key of the item. */
  id: string;
  /** Visible text of the item. */
  label: string;
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

/**
 * A dropdown menu (react-aria MenuTrigger + Menu): arrow keys move between items, Enter or
 * Space chooses, Escape closes and returns focus to the trigger, typing jumps to an item.
 */
export function Menu({
  trigger,
  triggerLabel,
  items,
  openOnHover = false,
  placement = 'bottom end',
  className,
}: MenuProps) {
  const [isOpen, setOpen] = useState(false);
  // Opened by hover: the popover is non-modal so the pointer can travel between trigger and
  // menu without an underlay swallowing it, and leaving both closes it again.
  const [openedByHover, setOpenedByHover] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer callback runs after a re-render; read the latest state, not the closure's.
  const latest = useRef({ isOpen, openedByHover });
  useEffect(() => {
    latest.current = { isOpen, openedByHover };
  }, [isOpen, openedByHover]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (open: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (open && !latest.current.isOpen) {
        setOpenedByHover(true);
        setOpen(true);
      } else if (!open && latest.current.openedByHover) {
        setOpen(false);
        setOpenedByHover(false);
      }
    }, MENU_HOVER_DELAY_MS);
  };

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType === 'mouse') schedule(true);
        },
        onPointerLeave: (event: PointerEvent) => {
          if (event.pointerType === 'mouse') schedule(false);
        },
      }
    : {};

  return (
    <div className="koers-menu" {...hoverProps}>
      <MenuTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          clearTimeout(timer.current);
          setOpenedByHover(false);
          setOpen(open);
        }}
      >
        <Button
          className={['koers-menu__trigger', className].filter(Boolean).join(' ')}
          aria-label={triggerLabel}
        >
          {trigger}
          <svg
            className="koers-menu__chevron"
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
        <Popover className="koers-menu__popover" placement={placement} isNonModal={openedByHover}>
          <div className="koers-menu__hover-area" {...hoverProps}>
            <AriaMenu className="koers-menu__list" items={items}>
              {(item) => (
                <MenuItem
                  id={item.id}
                  className="koers-menu__item"
                  textValue={item.label}
                  onAction={item.onAction}
                  href={item.href}
                  target={item.target}
                  rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                >
                  {item.icon ? <span className="koers-menu__icon">{item.icon}</span> : null}
                  {item.label}
                </MenuItem>
              )}
            </AriaMenu>
          </div>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
