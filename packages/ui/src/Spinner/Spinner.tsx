import { visuallyHiddenStyle, cx } from '../utils/visuallyHidden';
import type { PassthroughProps } from '../utils/passthrough';
import './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends PassthroughProps<HTMLSpanElement> {
  /** What is loading, read by screen readers (and shown when `showLabel`). Default 'Laden…'. */
  label?: string;
  /** Show the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  /** Diameter: sm 1rem, md 1.5rem, lg 2.5rem. Default md. */
  size?: SpinnerSize;
}

/** The rotating ring alone, without semantics; used by Spinner and Button. */
export function SpinnerGraphic({ size = 'md' }: { size?: SpinnerSize }) {
  return (
    <svg
      className="koers-spinner__ring"
      data-size={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="koers-spinner__track" />
      <path d="M12 3a9 9 0 0 1 9 9" fill="none" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An indeterminate loading indicator. It is a polite live region (role="status") whose text is
 * the label, so a screen reader hears "Laden…" when it appears without focus moving.
 */
export function Spinner({
  label = 'Laden…',
  showLabel = false,
  size = 'md',
  className,
  ...rest
}: SpinnerProps) {
  return (
    <span {...rest} role="status" className={cx('koers-spinner', className)} data-size={size}>
      <SpinnerGraphic size={size} />
      <span className="koers-spinner__label" style={showLabel ? undefined : visuallyHiddenStyle}>
        {label}
      </span>
    </span>
  );
}
