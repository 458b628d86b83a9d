import type { ReactNode } from 'react';
import {
  Button as RacButton,
  ProgressBarContext,
  useSlottedContext,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/Spinner';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps
  extends Omit<RacButtonProps, 'children' | 'className'>, PassthroughProps<HTMLButtonElement> {
  /** Button text (and optionally an icon). */
  children?: ReactNode;
  /** primary for the main action, secondary (default) for others, danger for destructive
   *  actions, ghost for low-emphasis actions in toolbars. */
  variant?: ButtonVariant;
  /** sm is still at least 24 px high (WCAG 2.5.8); md 2.5rem; lg 3rem. Default md. */
  size?: ButtonSize;
  /** An icon before the text; mark it aria-hidden, the text names the button. */
  icon?: ReactNode;
  /**
   * Name of the pending state, read with the button name while `isPending` (for example
   * 'Opslaan bezig' / 'Saving'). Default 'Bezig…'.
   */
  pendingLabel?: string;
}

/**
 * The spinner of a pending button: an indeterminate progressbar named `label`, with the id
 * react-aria's Button provides (it adds that id to the button's accessible name). A plain element
 * rather than react-aria's ProgressBar, which formats a percentage with `Intl.NumberFormat` even
 * when indeterminate and brings the number formatter along (about 2 KB gzip on every page with a
 * button, and the browser's number data loaded on the first press).
 */
function PendingIndicator({ label }: { label: string }) {
  const context = useSlottedContext(ProgressBarContext);
  return (
    <span id={context?.id} role="progressbar" aria-label={label} className="koers-button__pending">
      <SpinnerGraphic size="sm" />
    </span>
  );
}

/**
 * The Koers button, a react-aria Button. With `isPending` it shows a spinner, stays focusable
 * (so focus is not lost mid-submit) and ignores presses; react-aria announces the change.
 */
export function Button({
  children,
  variant = 'secondary',
  size = 'md',
  icon,
  pendingLabel = 'Bezig…',
  className,
  ...props
}: ButtonProps) {
  return (
    <RacButton
      {...props}
      className={cx('koers-button', className)}
      data-variant={variant}
      data-size={size}
    >
      {({ isPending }) => (
        <>
          {isPending ? (
            <PendingIndicator label={pendingLabel} />
          ) : icon ? (
            <span className="koers-button__icon">{icon}</span>
          ) : null}
          {children != null ? <span className="koers-button__text">{children}</span> : null}
        </>
      )}
    </RacButton>
  );
}
