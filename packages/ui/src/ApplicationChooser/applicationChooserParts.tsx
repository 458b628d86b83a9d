import type { PassthroughProps } from '../utils/passthrough';

export interface ChooserApplication {
  /** Stable key. */
  id: string | number;
  /** Name shown under the icon. */
  name: string;
  /** External URL, opened in a new tab. */
  url: string;
  /** Icon image URL; without it the application's initials are shown. */
  iconUrl?: string | null;
}

/**
 * `ref`, `id`, `className` (added to the trigger's own), `aria-*` and `data-*` reach the trigger
 * button, the one element the chooser renders in the page.
 */
export interface ApplicationChooserProps extends PassthroughProps<HTMLButtonElement> {
  /** Applications to offer (those without a type in Koers). */
  applications: ChooserApplication[];
  /** Accessible name of the trigger button and title of the overlay. */
  label?: string;
  /** Hidden hint appended to each link's name. */
  newTabHint?: string;
  /** Text shown when there are no applications. */
  emptyText?: string;
}

/** First letters of the first two words: "Parnassys Online" → "PO". */
export function applicationInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The trigger's icon: a 3 × 3 grid (decorative). Internal. */
export function GridIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {[4, 10.5, 17].flatMap((y) =>
        [4, 10.5, 17].map((x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="3.5" height="3.5" rx="0.8" />
        )),
      )}
    </svg>
  );
}
