import { useRef } from 'react';
import { lazyModule, useLazyShell } from '../utils/lazyImpl';
import type * as ApplicationChooserImplModule from './ApplicationChooserImpl';
import './ApplicationChooser.css';

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

export interface ApplicationChooserProps {
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

/** The react-aria implementation, imported on first intent and shared by every chooser. */
export const applicationChooserImpl = lazyModule(() => import('./ApplicationChooserImpl'));

/**
 * The application chooser: a grid button opens an overlay with the applications as links,
 * three per row in a scroll area 16rem high (SPEC §9). Tab moves through the links, Escape
 * closes the overlay and returns focus to the trigger.
 *
 * Until the react-aria code is needed this renders a look-alike native button; pointing at it,
 * focusing or pressing it loads the implementation, which then takes over focus and opens if
 * the button was already activated.
 */
export function ApplicationChooser(props: ApplicationChooserProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shell = useLazyShell<typeof ApplicationChooserImplModule, true>(
    applicationChooserImpl,
    buttonRef,
  );
  if (shell.module) {
    const Impl = shell.module.default;
    return <Impl {...props} takeOverFocus={shell.handoff.focus} initialOpen={shell.handoff.open} />;
  }
  const { onClick, ...intentProps } = shell.intentProps;
  return (
    <button
      ref={buttonRef}
      type="button"
      className="koers-app-chooser__trigger"
      aria-label={props.label ?? 'Applicaties'}
      aria-expanded="false"
      {...intentProps}
      onClick={() => {
        shell.activate(true);
        onClick();
      }}
    >
      <GridIcon />
    </button>
  );
}
