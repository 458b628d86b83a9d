import { useEffect, useRef, useState } from 'react';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './ProgressBar.css';

/** SPEC §9 loader constants. */
export const PROGRESS_BAR_DEFAULTS = {
  /** Time the bar takes to run from 0 to 100% (ms). */
  duration: 3000,
  /** Once past this percentage the bar finishes: it fills, fades and hides (SPEC §9). */
  finishAbove: 95,
  /** CSS width transition (ms). */
  widthTransitionMs: 200,
  /** CSS opacity transition (ms). */
  opacityTransitionMs: 400,
  /** Bar height (px). */
  height: 2,
} as const;

const TICK_MS = 100;

type Phase = 'idle' | 'running' | 'finishing' | 'fading';

/** The navigation bar at the top of the page: it runs by itself while `active`. */
export interface NavigationProgressBarProps extends PassthroughProps<HTMLDivElement> {
  /** True while a navigation is pending. Turning it false completes and fades the bar. */
  active: boolean;
  /** Accessible name of the progress bar while it is shown. Default 'Pagina wordt geladen'. */
  label?: string;
  /** Time to run from 0 to 100% (ms). Default 3000 (SPEC §9). */
  duration?: number;
  value?: never;
  valueText?: never;
}

/** A bar in the flow of the page that shows how far a task is, e.g. an upload. */
export interface DeterminateProgressBarProps extends PassthroughProps<HTMLDivElement> {
  /** How far the task is, from 0 to 100 (values outside are clamped). */
  value: number;
  /** Accessible name, e.g. 'Jaarverslag.pdf wordt geüpload'. Required: there is no default task. */
  label: string;
  /**
   * What assistive technology reads instead of the percentage, e.g. '1,2 van 3 MB'. Without it,
   * the percentage is read.
   */
  valueText?: string;
  active?: never;
  duration?: never;
}

/**
 * With `active`, the navigation bar at the top of the page; with `value`, a determinate bar in
 * the flow. Passthrough goes to the root: the fixed container of the navigation bar, the
 * progressbar itself of a determinate one.
 */
export type ProgressBarProps = NavigationProgressBarProps | DeterminateProgressBarProps;

/**
 * A progress bar: the page's navigation bar (`active`), or how far a task is (`value`).
 *
 * The navigation bar is the thin bar at the top of the page (SPEC §9): while `active` it runs
 * from 0 towards 100% over 3000 ms and finishes once it is past 95%; when `active` turns false
 * earlier it finishes then. Finishing jumps to 100%, then fades out. A navigation that takes
 * longer than the bar shows no bar for the rest of it; the next navigation starts it again.
 * Width changes are smoothed by a 0.2s transition, the fade takes 0.4s. Idle, it is hidden from
 * assistive technology; running, it is a labelled progressbar.
 *
 * A determinate bar (`value`, 0–100) stands in the flow, as wide as its container, 0.5rem high
 * (`--koers-progress-determinate-height`) on a track (`--koers-progress-track-color`); its
 * `aria-valuenow` is the value rounded to a whole percent.
 */
export function ProgressBar(props: ProgressBarProps) {
  return props.value === undefined ? (
    <NavigationProgressBar {...props} />
  ) : (
    <DeterminateProgressBar {...props} />
  );
}

function DeterminateProgressBar({
  value,
  label,
  valueText,
  className,
  ...rest
}: DeterminateProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    // Plain ARIA for the same reason as the navigation bar below: no number formatting.
    <div
      {...rest}
      className={cx('koers-progress', className)}
      data-variant="determinate"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
    >
      <div className="koers-progress__fill" style={{ inlineSize: `${clamped}%` }} />
    </div>
  );
}

function NavigationProgressBar({
  active,
  label = 'Pagina wordt geladen',
  duration = PROGRESS_BAR_DEFAULTS.duration,
  className,
  ...rest
}: NavigationProgressBarProps) {
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [value, setValue] = useState(0);
  const wasActive = useRef(false);
  /** The value of the current run, for the interval (it reads it without re-running). */
  const current = useRef(0);

  useEffect(() => {
    const finish = () => {
      current.current = 100;
      setValue(100);
      setPhase('finishing');
    };
    if (active) {
      // Only a new navigation restarts from 0; a re-run of this effect for the same one
      // (StrictMode's mount check, a changed duration) just continues.
      if (!wasActive.current) {
        wasActive.current = true;
        current.current = 0;
        setPhase('running');
        setValue(0);
      }
      if (current.current > PROGRESS_BAR_DEFAULTS.finishAbove) return undefined;
      const step = (100 * TICK_MS) / duration;
      const interval = setInterval(() => {
        const next = Math.min(100, current.current + step);
        if (next > PROGRESS_BAR_DEFAULTS.finishAbove) {
          clearInterval(interval);
          finish();
        } else {
          current.current = next;
          setValue(next);
        }
      }, TICK_MS);
      return () => clearInterval(interval);
    }
    if (wasActive.current) {
      wasActive.current = false;
      // Unless the bar finished by itself already.
      if (current.current <= PROGRESS_BAR_DEFAULTS.finishAbove) finish();
    }
    return undefined;
  }, [active, duration]);

  // Finishing: let the width reach 100% before fading, then reset once invisible.
  useEffect(() => {
    if (phase === 'finishing') {
      const fade = setTimeout(() => setPhase('fading'), PROGRESS_BAR_DEFAULTS.widthTransitionMs);
      return () => clearTimeout(fade);
    }
    if (phase === 'fading') {
      const reset = setTimeout(() => {
        setPhase('idle');
        setValue(0);
      }, PROGRESS_BAR_DEFAULTS.opacityTransitionMs);
      return () => clearTimeout(reset);
    }
    return undefined;
  }, [phase]);

  const idle = phase === 'idle';
  return (
    <div
      {...rest}
      className={cx('koers-progress', className)}
      data-phase={phase}
      aria-hidden={idle || undefined}
    >
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
