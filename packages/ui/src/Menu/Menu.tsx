import { useRef, useState, type PointerEvent } from 'react';
import { lazyModule, listTriggerHandlers, useLazyShell } from '../LazyShell/lazyShell';
import { mergeRefs } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import type * as MenuImplModule from './MenuImpl';
import type { MenuOpenHandoff } from './MenuImpl';
import { menuChevron, type MenuProps } from './menuParts';
import './Menu.css';

export { MENU_HOVER_DELAY_MS } from './menuParts';
export type { MenuItemData, MenuProps, MenuSectionData } from './menuParts';

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
  const {
    trigger,
    triggerLabel,
    openOnHover = false,
    className,
    items: _items,
    placement: _placement,
    ref,
    ...passthrough
  } = props;
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
        {...passthrough}
        ref={mergeRefs(buttonRef, ref)}
        type="button"
        className={cx('koers-menu__trigger', className)}
        aria-label={triggerLabel ?? passthrough['aria-label']}
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
