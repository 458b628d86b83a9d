import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/**
 * A module that is imported on first use. Every caller shares one `import()`; a failed import
 * (network) is forgotten so the next `load()` tries again.
 */
export interface LazyModule<T> {
  /** Starts the import (once) and resolves with the module. */
  load(): Promise<T>;
  /** The module if it has already loaded, else undefined. */
  get(): T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (loaded) return Promise.resolve(loaded);
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get: () => loaded,
  };
}

/**
 * The off switch. With `globalThis.KOERS_LAZY_SHELLS = false` set before the first render (the
 * app's build sets it for `VITE_KOERS_LAZY_SHELLS=0`), every shell imports its implementation when
 * it mounts instead of on the first intent, so the product runs on the plain react-aria components
 * (the shell shows only until the import resolves) and the trick can be measured away.
 */
export function lazyShellsEnabled(): boolean {
  return (globalThis as { KOERS_LAZY_SHELLS?: boolean }).KOERS_LAZY_SHELLS !== false;
}

/** Landmarks whose focus counts as intent for the shells inside them. */
const INTENT_REGION = [
  'header',
  'nav',
  'aside',
  'form',
  'search',
  '[role="banner"]',
  '[role="navigation"]',
  '[role="complementary"]',
  '[role="search"]',
  '[role="form"]',
  '[role="toolbar"]',
].join(', ');

/** What the user did to a shell before its implementation arrived. */
export interface ShellHandoff<Open> {
  /** The shell's control had focus when the implementation was swapped in. */
  focus: boolean;
  /** The shell was activated (click, Enter, …): how the implementation should open. */
  open: Open | undefined;
}

type ShellEvent = { pointerType?: string; currentTarget: EventTarget };

export interface LazyShell<T, Open> {
  /** The loaded module once it may be rendered, else undefined (render the shell). */
  module: T | undefined;
  /** What the implementation has to take over from the shell (read it on its first render). */
  handoff: ShellHandoff<Open>;
  /**
   * Event handlers that start the import and mirror react-aria's hover/press/focus-visible
   * data attributes; spread them on the shell's control (call `onClick` from your own).
   */
  intentProps: {
    onPointerEnter: (event: ShellEvent) => void;
    onPointerLeave: () => void;
    onFocus: (event: ShellEvent) => void;
    onBlur: () => void;
    onPointerDown: () => void;
    onTouchStart: () => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onClick: () => void;
    'data-hovered'?: true;
    'data-pressed'?: true;
    'data-focus-visible'?: true;
  };
  /** Starts the import (any other intent, for example a form submit). */
  load: () => void;
  /** The shell was activated: open the implementation with `open` as soon as it is in. */
  activate: (open: Open) => void;
}

/**
 * The state machine of a lazily loaded component. The shell renders plain markup until the
 * module has been imported after an intent (pointer over it, focus, a press); then `module`
 * is set and the component renders the implementation instead. `shellRef` is the shell's
 * focusable control: when it has focus at the swap, `handoff.focus` asks the implementation to
 * move focus to its own control. The swap waits while a pointer is pressed on the shell, so a
 * click is never split between shell and implementation. Focus entering the shell's landmark
 * (header, nav, aside, form, search, toolbar) counts as intent too. A module loaded before
 * mount is rendered at once (no shell flash).
 */
export function useLazyShell<T, Open>(
  lazy: LazyModule<T>,
  shellRef: { current: HTMLElement | null },
): LazyShell<T, Open> {
  // The module once it may be rendered, with what the implementation takes over from the shell.
  const [swapped, setSwapped] = useState<{ module: T; handoff: ShellHandoff<Open> } | undefined>(
    () => {
      const loaded = lazy.get();
      return loaded ? { module: loaded, handoff: { focus: false, open: undefined } } : undefined;
    },
  );
  const module = swapped?.module;
  const [arrived, setArrived] = useState<T | undefined>(undefined);
  // A pointer is down on the shell: the swap waits for the click.
  const [pressing, setPressing] = useState(false);
  const requestedOpen = useRef<Open | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const swap = useCallback(() => {
    if (!arrived || module || pressing) return;
    const el = shellRef.current;
    const focus = !!el && el.ownerDocument.activeElement === el;
    setSwapped({ module: arrived, handoff: { focus, open: requestedOpen.current } });
  }, [arrived, module, pressing, shellRef]);

  // The module arrived (or the press that held the swap back ended): swap in the implementation.
  useEffect(swap, [swap]);

  const load = useCallback(() => {
    if (module || arrived) return;
    lazy.load().then(
      (loaded) => {
        if (mounted.current) setArrived(() => loaded);
      },
      // Offline or a failed deploy: keep the shell; the next intent tries again.
      () => {},
    );
  }, [lazy, module, arrived]);

  // Switched off: no waiting for an intent.
  useEffect(() => {
    if (!lazyShellsEnabled()) load();
  }, [load]);

  // Keyboard users reach a control through its landmark (the header, the sidebar): start
  // loading when focus enters it, so the swap usually happens before the control has focus.
  useEffect(() => {
    if (module) return;
    const region = shellRef.current?.closest(INTENT_REGION);
    region?.addEventListener('focusin', load);
    return () => region?.removeEventListener('focusin', load);
  }, [module, load, shellRef]);

  const release = useCallback(() => {
    // The click follows pointerup in the same task: let it reach the shell first.
    setTimeout(() => {
      if (mounted.current) setPressing(false);
    }, 0);
  }, []);

  const activate = useCallback(
    (open: Open) => {
      requestedOpen.current ??= open;
      load();
    },
    [load],
  );

  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);

  return {
    module,
    handoff: swapped?.handoff ?? { focus: false, open: undefined },
    intentProps: {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setHovered(true);
        load();
      },
      onPointerLeave: () => {
        setHovered(false);
        setPressed(false);
      },
      onFocus: (event) => {
        setFocusVisible(matchesFocusVisible(event.currentTarget));
        load();
      },
      onBlur: () => setFocusVisible(false),
      onPointerDown: () => {
        setPressing(true);
        setPressed(true);
        load();
      },
      onTouchStart: load,
      onPointerUp: () => {
        setPressed(false);
        release();
      },
      onPointerCancel: () => {
        setPressed(false);
        release();
      },
      onClick: () => setPressing(false),
      'data-hovered': hovered || undefined,
      'data-pressed': pressed || undefined,
      'data-focus-visible': focusVisible || undefined,
    },
    load,
    activate,
  };
}

function matchesFocusVisible(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * For an implementation: on mount, take focus from the shell if it had it (`focus`); then run
 * `open` once `ready` (react-aria's state is there and, for a collection, built), after the
 * trigger took the focus so that closing the overlay returns focus to it.
 */
export function useTakeOverFromShell(
  focus: boolean | undefined,
  target: { current: HTMLElement | null },
  open?: () => void,
  ready = true,
) {
  const focused = useRef(false);
  const opened = useRef(false);
  useEffect(() => {
    if (!focused.current) {
      focused.current = true;
      const el = target.current;
      if (focus && el) {
        el.focus();
        if (el instanceof HTMLInputElement) {
          const end = el.value.length;
          el.setSelectionRange(end, end);
        }
      }
    }
    if (open && ready && !opened.current) {
      opened.current = true;
      open();
    }
  });
}

/** How the shell of a menu or listbox trigger was activated: the item to focus, or a pointer. */
export type ListOpenHandoff = 'first' | 'last' | 'pointer';

/**
 * Click and key handlers for the shell of a trigger that opens a list (Menu, Select), as
 * react-aria's would: Enter, Space and ArrowDown open on the first item, ArrowUp on the last, a
 * pointer press just opens. `onClick` is the shell's own (from `intentProps`).
 */
export function listTriggerHandlers(
  activate: (open: ListOpenHandoff) => void,
  onClick: () => void,
) {
  return {
    onClick: (event: MouseEvent) => {
      // A keyboard "click" (Enter/Space) was already handled in onKeyDown.
      activate(event.detail === 0 ? 'first' : 'pointer');
      onClick();
    },
    onKeyDown: (event: KeyboardEvent) => {
      const open =
        event.key === 'ArrowUp'
          ? 'last'
          : ['Enter', ' ', 'ArrowDown'].includes(event.key)
            ? 'first'
            : undefined;
      if (!open) return;
      event.preventDefault();
      activate(open);
    },
  };
}
