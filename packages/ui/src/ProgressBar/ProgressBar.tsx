import { useEffect, useRef, useState } from 'react';
import './ProgressBar.css';

/** SPEC §9 loader constants. */
export const PROGRESS_BAR_DEFAULTS = {
  /** Time to run from 0 to `ceiling` while navigation is pending (ms). */
  duration: 3000,
  /** Percentage the bar stops at until navigation ends. */
  ceiling: 95,
  /** CSS width transition (ms). */
  widthTransitionMs: 200,
  /** CSS opacity transition (ms). */
  opacityTransitionMs: 400,
  /** Bar height (px). */
  height: 2,
} as const;

const TICK_MS = 100;

type Phase = 'idle' | 'running' | 'finishing' | 'fading';

export interface ProgressBarProps {
  /** True while a navigation is pending. Turning it false completes and fades the bar. */
  active: boolean;
  /** Accessible name of the progress bar while it is shown. */
  label?: string;
  /** Time to reach the ceiling (ms). Default 3000 (SPEC §9). */
  duration?: number;
}

/**
 * The thin navigation progress bar at the top of the page: while `active` it runs towards
 * 95% over 3000 ms; when `active` turns false it jumps to 100%, then fades out. Width changes
 * are smoothed by a 0.2s transition, the fade takes 0.4s. Idle, it is hidden from assistive
 * technology; running, it is a labelled progressbar.
 */
export function ProgressBar({
  active,
  label = 'Pagina wordt geladen',
  duration = PROGRESS_BAR_DEFAULTS.duration,
}: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [value, setValue] = useState(0);
  const wasActive = useRef(false);

  useEffect(() => {
    if (active) {
      // Only a new navigation restarts from 0; a re-run of this effect for the same one
      // (StrictMode's mount check, a changed duration) just restarts the ticking.
      if (!wasActive.current) {
        wasActive.current = true;
        setPhase('running');
        setValue(0);
      }
      const step = (PROGRESS_BAR_DEFAULTS.ceiling * TICK_MS) / duration;
      const interval = setInterval(() => {
        setValue((v) => Math.min(PROGRESS_BAR_DEFAULTS.ceiling, v + step));
      }, TICK_MS);
      return () => clearInterval(interval);
    }
    if (wasActive.current) {
      wasActive.current = false;
      setPhase('finishing');
      setValue(100);
      // Let the width reach 100% before fading, then reset once invisible.
      const fade = setTimeout(() => setPhase('fading'), PROGRESS_BAR_DEFAULTS.widthTransitionMs);
      const reset = setTimeout(() => {
        setPhase('idle');
        setValue(0);
      }, PROGRESS_BAR_DEFAULTS.widthTransitionMs + PROGRESS_BAR_DEFAULTS.opacityTransitionMs);
      return () => {
        clearTimeout(fade);
        clearTimeout(reset);
      };
    }
    return undefined;
  }, [active, duration]);

  const idle = phase === 'idle';
  return (
    <div className="koers-progress" data-phase={phase} aria-hidden={idle || undefined}>
      {idle ? null : (
        // A plain ARIA progressbar rather than react-aria's: that one formats its value with
        // Intl.NumberFormat on every render, and the first NumberFormat of a page loads the
        // engine's number data (20–60 ms of main thread, 4× that on a phone) while the first
        // screen is still loading. Assistive technology reads the value as a percentage of
        // min–max by itself.
        <div
          className="koers-progress__bar"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
        >
          <div className="koers-progress__fill" style={{ inlineSize: `${value}%` }} />
        </div>
      )}
    </div>
  );
}
