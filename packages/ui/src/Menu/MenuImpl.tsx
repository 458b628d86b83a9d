import { useContext, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import {
  Button,
  Header,
  Menu as AriaMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  RootMenuTriggerStateContext,
  type Selection,
} from 'react-aria-components';
import { useTakeOverFromShell, type ListOpenHandoff } from '../LazyShell/lazyShell';
import { mergeRefs } from '../utils/passthrough';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import {
  isMenuSection,
  MENU_HOVER_DELAY_MS,
  menuCheck,
  menuChevron,
  type MenuItemData,
  type MenuProps,
  type MenuSectionData,
} from './menuParts';

/** How the shell was activated before this implementation arrived. */
export type MenuOpenHandoff = ListOpenHandoff;

export interface MenuImplProps extends MenuProps {
  /** The shell's trigger had focus: move it to this trigger on mount. */
  takeOverFocus?: boolean;
  /** The shell was activated: open on mount, focusing the first/last item or (pointer) none. */
  initialOpen?: MenuOpenHandoff;
  /** The pointer rests on the shell (openOnHover): start the hover delay on mount. */
  initialHover?: boolean;
}

/** Opens the menu the way a press on the trigger would, after the trigger took the focus. */
function TakeOver({
  focus,
  open,
  triggerRef,
}: {
  focus?: boolean;
  open?: MenuOpenHandoff;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const state = useContext(RootMenuTriggerStateContext);
  useTakeOverFromShell(
    focus,
    triggerRef,
    open ? () => state?.open(open === 'pointer' ? null : open) : undefined,
    !!state,
  );
  return null;
}

/**
 * The implementation of Menu (react-aria MenuTrigger + Menu), loaded on first intent: arrow
 * keys move between items, Enter or Space chooses, Escape closes and returns focus to the
 * trigger, typing jumps to an item.
 */
export default function MenuImpl({
  trigger,
  triggerLabel,
  items,
  openOnHover = false,
  placement = 'bottom end',
  className,
  takeOverFocus,
  initialOpen,
  initialHover,
  ref,
  ...passthrough
}: MenuImplProps) {
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

  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (initialHover && openOnHover) schedule(true);
    // Only on mount: the pointer already rested on the shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          {...passthrough}
          ref={mergeRefs(triggerRef, ref)}
          className={cx('koers-menu__trigger', className)}
          aria-label={triggerLabel ?? passthrough['aria-label']}
        >
          {trigger}
          {menuChevron}
        </Button>
        <TakeOver focus={takeOverFocus} open={initialOpen} triggerRef={triggerRef} />
        <Popover className="koers-menu__popover" placement={placement} isNonModal={openedByHover}>
          <div className="koers-menu__hover-area" {...hoverProps}>
            <AriaMenu className="koers-menu__list">
              {items.map((entry) =>
                isMenuSection(entry) ? (
                  <Section key={entry.id} section={entry} />
                ) : (
                  <Item key={entry.id} item={entry} />
                ),
              )}
            </AriaMenu>
          </div>
        </Popover>
      </MenuTrigger>
    </div>
  );
}

function Item({ item }: { item: MenuItemData }) {
  return (
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
      {item.lang ? <span lang={item.lang}>{item.label}</span> : item.label}
      {item.hint ? <span style={visuallyHiddenStyle}> {item.hint}</span> : null}
      {item.isSelected !== undefined ? (
        <span className="koers-menu__checkbox" data-selected={item.isSelected || undefined}>
          {item.isSelected ? menuCheck : null}
        </span>
      ) : null}
    </MenuItem>
  );
}

/**
 * A section under its heading. With checkbox items it is a selection group of its own (react-aria
 * gives its items the role menuitemcheckbox and aria-checked); choosing one closes the menu, as
 * any other choice does.
 */
function Section({ section }: { section: MenuSectionData }) {
  const checkable = section.items.some((item) => item.isSelected !== undefined);
  const selection = checkable
    ? {
        selectionMode: 'multiple' as const,
        selectedKeys: section.items.filter((item) => item.isSelected).map((item) => item.id),
        shouldCloseOnSelect: true,
        onSelectionChange: (keys: Selection) => {
          for (const item of section.items) {
            const selected = keys === 'all' || keys.has(item.id);
            if (selected !== !!item.isSelected) item.onSelectedChange?.(selected);
          }
        },
      }
    : {};
  return (
    <MenuSection id={section.id} className="koers-menu__section" {...selection}>
      {section.label ? (
        <Header className="koers-menu__section-label">{section.label}</Header>
      ) : null}
      {section.items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
    </MenuSection>
  );
}
