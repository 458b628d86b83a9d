import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Button } from 'react-aria-components';
import { mergeRefs, type PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './AppShell.css';

/** Space kept between the sticky header and what is scrolled into view under it (px). */
const HEADER_CLEARANCE_PX = 16;

/** SPEC §9: from this width the sidebar is always shown. */
export const SIDEBAR_BREAKPOINT_PX = 1024;
const DESKTOP_QUERY = `(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;

function subscribeDesktop(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDesktopNow() {
  return typeof window !== 'undefined' && !!window.matchMedia?.(DESKTOP_QUERY).matches;
}

/** Whether the viewport is at least the sidebar breakpoint (1024px). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeDesktop, isDesktopNow, () => false);
}

interface ShellContextValue {
  sidebarId: string;
  isSidebarOpen: boolean;
  isDesktop: boolean;
  toggleSidebar: () => void;
  registerToggle: (element: HTMLButtonElement | null) => void;
  toggleLabel: string;
}

const ShellContext = createContext<ShellContextValue | null>(null);

/**
 * Whether this is rendered inside an `AppShell` below 1024px, where the sidebar is a drawer
 * behind the toggle: `Header` then keeps to one row (school name, search and "more" buttons).
 */
export function useIsCompactShell(): boolean {
  const shell = useContext(ShellContext);
  return !!shell && !shell.isDesktop;
}

export type SidebarToggleProps = PassthroughProps<HTMLButtonElement>;

/**
 * The button that opens and closes the sidebar below 1024px. `Header` renders it
 * automatically inside an `AppShell`; use it directly only with a custom header.
 */
export function SidebarToggle({ className, ref, ...rest }: SidebarToggleProps) {
  const shell = useContext(ShellContext);
  const register = shell?.registerToggle;
  const toggleRef = useMemo(
    () => mergeRefs<HTMLButtonElement>((element) => register?.(element), ref),
    [register, ref],
  );
  // From the breakpoint the sidebar is always shown, so there is nothing to toggle.
  if (!shell || shell.isDesktop) return null;
  return (
    <Button
      {...rest}
      ref={toggleRef}
      className={cx('koers-sidebar-toggle', className)}
      aria-expanded={shell.isSidebarOpen}
      aria-controls={shell.sidebarId}
      onPress={shell.toggleSidebar}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {shell.isSidebarOpen ? (
          <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
      <span className="koers-sidebar-toggle__label">{shell.toggleLabel}</span>
    </Button>
  );
}

export interface AppShellProps extends PassthroughProps<HTMLDivElement> {
  /** The sidebar, normally a `Sidebar`. */
  sidebar: ReactNode;
  /** The header, normally a `Header` (which shows the sidebar toggle below 1024px). */
  header: ReactNode;
  /** Page content, rendered in the `main` landmark. */
  children: ReactNode;
  /** Shown between the header and the content, e.g. the edit-mode `Banner`. */
  banner?: ReactNode;
  /** Shown at the very top, e.g. the navigation `ProgressBar`. */
  progress?: ReactNode;
  /** Text of the skip link to the main content. */
  skipLinkLabel?: string;
  /** Visible label of the sidebar toggle button (below 1024px). */
  sidebarToggleLabel?: string;
  /** id of the `main` element, the skip link's target. */
  mainId?: string;
  /** Controlled open state of the sidebar below 1024px. */
  isSidebarOpen?: boolean;
  /** Called when the sidebar opens or closes below 1024px. */
  onSidebarOpenChange?: (isOpen: boolean) => void;
  /** `admin` for the admin layout (passed to styling as data-variant). */
  variant?: 'default' | 'admin';
}

/**
 * The authenticated and admin layout: a 16rem sidebar that is always shown from 1024px and
 * a drawer below that, a header, an optional banner and the main landmark, with a skip link.
 * Below 1024px: the toggle has aria-expanded/aria-controls; opening moves focus into the
 * sidebar, Escape or the toggle closes it and returns focus to the toggle; choosing a link
 * closes it; while closed the sidebar is inert, so its links leave the tab order.
 */
export function AppShell({
  sidebar,
  header,
  children,
  banner,
  progress,
  skipLinkLabel = 'Naar de inhoud',
  sidebarToggleLabel = 'Menu',
  mainId = 'koers-main',
  isSidebarOpen: controlledOpen,
  onSidebarOpenChange,
  variant = 'default',
  className,
  ...rest
}: AppShellProps) {
  const sidebarId = useId();
  const isDesktop = useIsDesktop();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = controlledOpen ?? uncontrolledOpen;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  const registerToggle = useCallback((element: HTMLButtonElement | null) => {
    toggleRef.current = element;
  }, []);
  // Where focus goes after the next open/close; null on the first render and for controlled
  // changes the user did not make here, so focus is never moved unexpectedly.
  const pendingFocus = useRef<'sidebar' | 'toggle' | null>(null);

  const setOpen = useCallback(
    (open: boolean, focusTarget: 'sidebar' | 'toggle' | null) => {
      pendingFocus.current = focusTarget;
      if (controlledOpen === undefined) setUncontrolledOpen(open);
      onSidebarOpenChange?.(open);
    },
    [controlledOpen, onSidebarOpenChange],
  );

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'sidebar') {
      sidebarRef.current
        ?.querySelector<HTMLElement>(
          'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])',
        )
        ?.focus();
    } else if (target === 'toggle') {
      toggleRef.current?.focus();
    }
  }, [isOpen]);

  const drawer = !isDesktop;
  const closed = drawer && !isOpen;

  // Below the breakpoint the header may wrap onto more rows (no horizontal scrolling at 320px,
  // WCAG 1.4.10); the drawer and its backdrop start under it, however tall it is.
  const contentRef = useRef<HTMLDivElement>(null);
  const [headerOffset, setHeaderOffset] = useState<number | null>(null);
  useEffect(() => {
    const headerElement = contentRef.current?.firstElementChild;
    if (!headerElement || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = headerElement.getBoundingClientRect().height;
      if (drawer) setHeaderOffset(height);
      // The header stays at the top while the page scrolls: whatever the browser scrolls into
      // view (a focused link, a #target) and scrollToAnchor keep clear of it, however many rows
      // it wraps onto on a phone.
      root.style.scrollPaddingBlockStart = `${Math.ceil(height) + HEADER_CLEARANCE_PX}px`;
    });
    observer.observe(headerElement);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBlockStart = '';
    };
  }, [drawer]);

  // Native listeners on the container: it is not itself interactive, it only catches
  // Escape and link activation bubbling up from the sidebar's own controls.
  useEffect(() => {
    const element = sidebarRef.current;
    if (!element || !drawer || !isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false, 'toggle');
      }
    };
    // Choosing a link in the drawer navigates, so the drawer should get out of the way.
    const onClick = (event: globalThis.MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) setOpen(false, null);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
    };
  }, [drawer, isOpen, setOpen]);

  return (
    <ShellContext.Provider
      value={{
        sidebarId,
        isSidebarOpen: drawer ? isOpen : true,
        isDesktop,
        toggleSidebar: () => setOpen(!isOpen, isOpen ? 'toggle' : 'sidebar'),
        registerToggle,
        toggleLabel: sidebarToggleLabel,
      }}
    >
      <div
        {...rest}
        className={cx('koers-shell koers-root', className)}
        data-variant={variant}
        data-sidebar-open={drawer && isOpen ? '' : undefined}
        style={
          drawer && headerOffset !== null
            ? ({ '--_koers-shell-header-offset': `${headerOffset}px` } as CSSProperties)
            : undefined
        }
      >
        {progress}
        <a className="koers-shell__skip" href={`#${mainId}`}>
          {skipLinkLabel}
        </a>
        <div ref={sidebarRef} id={sidebarId} className="koers-shell__sidebar" inert={closed}>
          {sidebar}
        </div>
        {drawer && isOpen ? (
          <div
            className="koers-shell__backdrop"
            aria-hidden="true"
            onClick={() => setOpen(false, 'toggle')}
          />
        ) : null}
        <div ref={contentRef} className="koers-shell__content">
          {header}
          {/* Under the open drawer the page is covered: out of reach until it closes. */}
          <div className="koers-shell__page" inert={drawer && isOpen}>
            {banner}
            <main id={mainId} className="koers-shell__main" tabIndex={-1}>
              {children}
            </main>
          </div>
        </div>
      </div>
    </ShellContext.Provider>
  );
}
