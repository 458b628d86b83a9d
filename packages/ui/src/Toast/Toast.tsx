import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from 'react-aria-components';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import { toastQueue, type ToastContent, type ToastOptions, type ToastQueue } from './toastQueue';
import { mergeRefs, type PassthroughProps } from '../utils/passthrough';
import './Toast.css';

export interface ToastRegionProps extends PassthroughProps<HTMLElement> {
  /** The queue to show; default the shared `toastQueue`. */
  queue?: ToastQueue;
  /** Name of the notifications landmark. Default 'Meldingen'. */
  label?: string;
  /** Accessible name of each toast's close button. Default 'Melding sluiten'. */
  closeLabel?: string;
}

/** Text of a toast for the live region (ReactNode titles are read from the visible list). */
function plainText(content: ToastContent): string {
  const parts = [content.title, content.description].filter(
    (p): p is string | number => typeof p === 'string' || typeof p === 'number',
  );
  return parts.join('. ');
}

type Placement = 'end' | 'start';

interface Span {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Span, b: Span) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Where the toasts should be so they do not cover the focused element (WCAG 2.4.11): at the
 * bottom, unless the element is under that spot and not under the same spot at the top.
 */
function placementFor(region: HTMLElement, current: Placement): Placement {
  const list = region.querySelector('.koers-toast-region__list');
  const focused = document.activeElement;
  if (!list || !(focused instanceof HTMLElement) || focused === document.body) return 'end';
  // Focus inside the toasts: they stay where the user found them.
  if (region.contains(focused)) return current;
  const box = list.getBoundingClientRect();
  const viewport = window.innerHeight;
  // The gap to the viewport's edge, the same at the top and the bottom.
  const gap = current === 'end' ? viewport - box.bottom : box.top;
  const atEnd = {
    left: box.left,
    right: box.right,
    top: viewport - gap - box.height,
    bottom: viewport - gap,
  };
  const atStart = { left: box.left, right: box.right, top: gap, bottom: gap + box.height };
  const target = focused.getBoundingClientRect();
  return overlaps(atEnd, target) && !overlaps(atStart, target) ? 'start' : 'end';
}

/**
 * Where toasts appear (bottom right, above everything). Render it once near the root. When the
 * focused element would be under them, they move to the top right, so keyboard focus is never
 * hidden (WCAG 2.4.11 "Focus not obscured"); they go back when focus moves on.
 *
 * Why not react-aria's UNSTABLE_Toast*: its API is still marked unstable in 1.22 and may change
 * in a minor release; a published design system should not pin its users to it. This region is
 * a polite live region with a queue: a new toast is announced without moving focus, each can be
 * closed with its button or Escape, and countdowns pause while hovered or focused (WCAG 2.2.1).
 */
export function ToastRegion({
  queue = toastQueue,
  label = 'Meldingen',
  closeLabel = 'Melding sluiten',
  className,
  ref: passedRef,
  ...rest
}: ToastRegionProps) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const latest = toasts.at(-1);
  const ref = useRef<HTMLElement>(null);
  const mergedRef = useMemo(() => mergeRefs<HTMLElement>(ref, passedRef), [passedRef]);
  const [placement, setPlacement] = useState<Placement>('end');
  const place = useCallback(() => {
    const region = ref.current;
    if (region) setPlacement((current) => placementFor(region, current));
  }, []);
  useEffect(() => {
    document.addEventListener('focusin', place);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('resize', place);
    };
  }, [place]);
  // A toast that arrives (or goes) over the focused element moves at once, before paint.
  useLayoutEffect(place, [place, toasts.length]);
  return (
    <section
      {...rest}
      ref={mergedRef}
      data-placement={placement}
      aria-label={label}
      className={cx('koers-toast-region', className)}
      // react-aria's modals aria-hide the rest of the page but spare top-layer elements, so a
      // toast raised while a Modal is open can still be read and closed.
      data-react-aria-top-layer="true"
      onMouseEnter={() => queue.pause()}
      onMouseLeave={() => queue.resume()}
      onFocus={() => queue.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) queue.resume();
      }}
    >
      {/* Always in the DOM, so screen readers pick up changes; only the newest is read. */}
      <div role="status" style={visuallyHiddenStyle}>
        {latest ? plainText(latest.content) : ''}
      </div>
      {toasts.length > 0 ? (
        <ol className="koers-toast-region__list">
          {toasts.map((toast) => (
            <li
              key={toast.key}
              className="koers-toast"
              data-variant={toast.content.variant ?? 'info'}
            >
              <div className="koers-toast__content">
                <p className="koers-toast__title">{toast.content.title}</p>
                {toast.content.description ? (
                  <p className="koers-toast__description">{toast.content.description}</p>
                ) : null}
              </div>
              <Button
                className="koers-toast__close"
                aria-label={closeLabel}
                onPress={() => queue.close(toast.key)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') queue.close(toast.key);
                  else event.continuePropagation();
                }}
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** Functions to show and close toasts from anywhere below a ToastRegion. */
export interface UseToastResult {
  /** Shows a toast; returns its key. */
  add: (content: ToastContent, options?: ToastOptions) => string;
  /** Closes a toast by key. */
  close: (key: string) => void;
}

/** Shows toasts on the given queue (default the shared `toastQueue`). */
export function useToast(queue: ToastQueue = toastQueue): UseToastResult {
  return {
    add: (content, options) => queue.add(content, options),
    close: (key) => queue.close(key),
  };
}
