/** SPEC §9: smooth scroll to an anchor takes 500 ms and stops 100 px above the target. */
export const SMOOTH_SCROLL_DEFAULTS = { duration: 500, offset: 100 } as const;

export interface ScrollToAnchorOptions {
  /** Length of the animation in ms. Default 500. */
  duration?: number;
  /** Distance in px kept between the top of the viewport and the target. Default 100. */
  offset?: number;
  /** Move keyboard focus to the target (made focusable with tabindex=-1). Default true. */
  focus?: boolean;
  /**
   * Id of the element to focus instead of the target, e.g. the block around a search match
   * (focus on the whole paragraph reads better than on one marked word). Falls back to the target.
   */
  focusId?: string;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

let cancelRunning: (() => void) | undefined;

/** What the reader does that ends a running scroll (and its move of focus). */
const INTERRUPTING_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function focusTarget(target: HTMLElement) {
  // Headings and blocks are not focusable by themselves; tabindex=-1 lets focus land there
  // (so the next Tab continues from the section) without adding them to the tab order.
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) {
    target.setAttribute('tabindex', '-1');
  }
  // The scroll is ours; the browser's own focus scroll would jump past the offset.
  target.focus({ preventScroll: true });
}

/**
 * Scrolls the window smoothly to the element with `id`, easing over `duration` ms and
 * stopping `offset` px above it, then moves focus to it so keyboard and screen-reader users
 * continue from there. With `prefers-reduced-motion: reduce` it jumps without animation.
 * A new call cancels a running one, and so does the reader pressing, typing or scrolling
 * meanwhile: the page stops and focus stays where they put it. Resolves with false when there is no such element.
 */
export function scrollToAnchor(id: string, options: ScrollToAnchorOptions = {}): Promise<boolean> {
  const {
    duration = SMOOTH_SCROLL_DEFAULTS.duration,
    offset = SMOOTH_SCROLL_DEFAULTS.offset,
    focus = true,
    focusId,
  } = options;
  const target = document.getElementById(id);
  if (!target) return Promise.resolve(false);
  const focusElement = (focusId && document.getElementById(focusId)) || target;

  cancelRunning?.();
  const startY = window.scrollY;
  // A sticky header taller than the offset (a phone's, wrapped onto rows) sets the page's
  // scroll-padding (AppShell): stop below it rather than under it.
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const clearance = Math.max(offset, Number.isFinite(padding) ? padding : 0);
  // Where the page must be for the target to stand `clearance` below the top, now: the blocks
  // before it may change size while the page moves (a long document lays out the blocks near
  // the view only as they come near), so it is measured again in every frame.
  const targetY = () =>
    Math.max(0, target.getBoundingClientRect().top + window.scrollY - clearance);
  const endY = targetY();
  const finish = () => {
    if (focus) focusTarget(focusElement);
  };
  let frame = 0;
  /** After the move: follows the target until it stands still for two frames (at most 30). */
  const settle = (done: () => void) => {
    let still = 0;
    let frames = 0;
    let asked: number | null = null;
    const check = () => {
      const y = targetY();
      // There, or as near as the page goes (a target near the end cannot reach the top).
      if (Math.abs(y - window.scrollY) < 1 || asked === y) still += 1;
      else {
        still = 0;
        asked = y;
        window.scrollTo(0, y);
      }
      if (still >= 2 || ++frames >= 30) done();
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
  };

  if (duration <= 0 || prefersReducedMotion() || startY === endY) {
    window.scrollTo(0, endY);
    finish();
    cancelRunning = () => {
      cancelAnimationFrame(frame);
      cancelRunning = undefined;
    };
    settle(() => (cancelRunning = undefined));
    return Promise.resolve(true);
  }

  return new Promise((resolve) => {
    const startTime = performance.now();
    // The reader acts while the page moves (presses a button, types, scrolls): they are
    // somewhere else now, so the scroll stops where it is and focus stays with what they chose.
    const interrupt = () => cancelRunning?.();
    const listen = (on: boolean) => {
      for (const type of INTERRUPTING_EVENTS) {
        if (on) window.addEventListener(type, interrupt, { capture: true, passive: true });
        else window.removeEventListener(type, interrupt, { capture: true });
      }
    };
    const step = (now: number) => {
      // A frame's timestamp may be a little before the call time: clamp to the 0..1 range.
      const progress = Math.min(1, Math.max(0, (now - startTime) / duration));
      window.scrollTo(0, startY + (targetY() - startY) * easeInOutCubic(progress));
      if (progress < 1) {
        frame = requestAnimationFrame(step);
      } else {
        settle(() => {
          cancelRunning = undefined;
          listen(false);
          finish();
          resolve(true);
        });
      }
    };
    frame = requestAnimationFrame(step);
    listen(true);
    cancelRunning = () => {
      cancelAnimationFrame(frame);
      cancelRunning = undefined;
      listen(false);
      resolve(false);
    };
  });
}
