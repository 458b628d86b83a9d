import { SMOOTH_SCROLL_DEFAULTS, scrollToAnchor } from './scrollToAnchor';

function placeTarget(top: number, id = 'block-7') {
  const el = document.createElement('h2');
  el.id = id;
  el.textContent = 'Doelen';
  // `top` is the element's place in the page: seen from the viewport it moves with the scroll.
  el.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
  document.body.append(el);
  return el;
}

function mockMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('scrollToAnchor', () => {
  let positions: number[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    positions = [];
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    window.scrollTo = vi.fn((_x: number, y: number) => {
      positions.push(y);
      (window as { scrollY: number }).scrollY = y;
    }) as unknown as typeof window.scrollTo;
    mockMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('has the SPEC §9 defaults', () => {
    expect(SMOOTH_SCROLL_DEFAULTS).toEqual({ duration: 500, offset: 100 });
  });

  it('eases over 500 ms to 100 px above the target, then focuses it', async () => {
    const target = placeTarget(1100);
    const done = scrollToAnchor('block-7');
    vi.advanceTimersByTime(250);
    const halfway = positions.at(-1)!;
    // Still moving, not a jump: somewhere strictly between start and end at half time.
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1000);
    expect(target).not.toHaveFocus();
    vi.advanceTimersByTime(300);
    await expect(done).resolves.toBe(true);
    expect(positions.at(-1)).toBe(1000);
    // Monotonic: smooth scrolling never goes back.
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('stops, and leaves focus alone, when the reader presses something meanwhile', async () => {
    const target = placeTarget(1100);
    const button = document.createElement('button');
    document.body.append(button);
    const done = scrollToAnchor('block-7');
    vi.advanceTimersByTime(250);
    button.focus();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await expect(done).resolves.toBe(false);
    const stoppedAt = positions.at(-1)!;
    vi.advanceTimersByTime(500);
    expect(positions.at(-1)).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(1000);
    expect(button).toHaveFocus();
    expect(target).not.toHaveFocus();
    // Nothing is left listening: a later press does not touch the next scroll.
    const next = scrollToAnchor('block-7', { duration: 100 });
    vi.advanceTimersByTime(200);
    await expect(next).resolves.toBe(true);
    expect(target).toHaveFocus();
  });

  it('follows a target that moves while the page scrolls, and stops 100 px above where it is', async () => {
    // A long document lays out the blocks near the view only as they come near: the ones before
    // the target turn out shorter than their estimate, and the target moves up on the way.
    const target = placeTarget(3000);
    target.getBoundingClientRect = () =>
      ({ top: (window.scrollY > 1200 ? 2600 : 3000) - window.scrollY }) as DOMRect;
    const done = scrollToAnchor('block-7');
    vi.advanceTimersByTime(700);
    await expect(done).resolves.toBe(true);
    expect(positions.at(-1)).toBe(2500);
    expect(target.getBoundingClientRect().top).toBe(100);
    expect(target).toHaveFocus();
  });

  it('accepts another duration and offset', async () => {
    placeTarget(400);
    const done = scrollToAnchor('block-7', { duration: 100, offset: 0 });
    vi.advanceTimersByTime(200);
    await expect(done).resolves.toBe(true);
    expect(positions.at(-1)).toBe(400);
  });

  it('scrolls to one element and focuses another (a match inside its block)', async () => {
    mockMotion(true);
    const block = placeTarget(300, 'block-9');
    const match = placeTarget(900, 'block-9-2');
    await expect(scrollToAnchor('block-9-2', { focusId: 'block-9' })).resolves.toBe(true);
    expect(positions).toEqual([800]);
    expect(block).toHaveFocus();
    expect(match).not.toHaveAttribute('tabindex');
    // Without that element, the target itself gets focus.
    await scrollToAnchor('block-9-2', { focusId: 'gone' });
    expect(match).toHaveFocus();
  });

  it('jumps at once with prefers-reduced-motion', async () => {
    mockMotion(true);
    const target = placeTarget(600);
    await expect(scrollToAnchor('block-7')).resolves.toBe(true);
    expect(positions).toEqual([500]);
    expect(target).toHaveFocus();
  });

  it('stops below a sticky header taller than the offset (the page’s scroll-padding)', async () => {
    mockMotion(true);
    placeTarget(1000);
    document.documentElement.style.setProperty('scroll-padding-top', '220px');
    try {
      await scrollToAnchor('block-7');
      expect(positions).toEqual([780]);
    } finally {
      document.documentElement.style.removeProperty('scroll-padding-top');
    }
  });

  it('never scrolls above the top of the page', async () => {
    placeTarget(40);
    mockMotion(true);
    await scrollToAnchor('block-7');
    expect(positions).toEqual([0]);
  });

  it('resolves false and does nothing for an unknown anchor', async () => {
    await expect(scrollToAnchor('block-404')).resolves.toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('a new scroll cancels the running one', async () => {
    placeTarget(1100, 'block-1');
    const second = placeTarget(2100, 'block-2');
    const first = scrollToAnchor('block-1');
    vi.advanceTimersByTime(100);
    const next = scrollToAnchor('block-2', { focus: true });
    await expect(first).resolves.toBe(false);
    vi.advanceTimersByTime(600);
    await expect(next).resolves.toBe(true);
    expect(second).toHaveFocus();
  });
});
