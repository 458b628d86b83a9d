import { useEffect, useState } from 'react';

/**
 * The id of the heading whose section is in view: of the observed elements, the last one whose
 * top has passed a line `offset` px below the top of the viewport (or the first, near the top
 * of the page). Uses IntersectionObserver; without it (old browsers, jsdom) returns null.
 */
export function useActiveHeading(
  ids: readonly string[],
  offset = 100,
  enabled = true,
): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const elements = key
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return;

    const pick = () => {
      // Runs only from the observer's callback, which comes after a layout: reading positions
      // then forces no extra layout, and it stays right when headings leave the observed band in
      // either direction.
      let current: HTMLElement | undefined = elements[0];
      for (const el of elements) {
        if (el.getBoundingClientRect().top - offset <= 1) current = el;
        else break;
      }
      setActive(current?.id ?? null);
    };
    // The band is the top 40% of the viewport below the offset: a heading entering or leaving
    // it is exactly when the section in view changes.
    const observer = new IntersectionObserver(pick, {
      rootMargin: `-${offset}px 0px -60% 0px`,
      threshold: [0, 1],
    });
    // No first pick() here: the observer reports every element once right after it starts
    // observing, and reading positions during the mount would force a layout in the middle of
    // rendering the page.
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key, offset, enabled]);

  return active;
}
