import type { ReactNode } from 'react';
import {
  Button as RacButton,
  ProgressBar,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/Spinner';
import { cx } from '../utils/visuallyHidden';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<RacButtonProps, 'children' | 'className'> {
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
  /** Extra class name on the button. */
  className?: string;
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
            // RAC gives this ProgressBar an id and adds it to the button's accessible name.
            <ProgressBar
              aria-label={pendingLabel}
              isIndeterminate
              className="koers-button__pending"
            >
              <SpinnerGraphic size="sm" />
            </ProgressBar>
          ) : icon ? (
            <span className="koers-button__icon">{icon}</span>
          ) : null}
          {children != null ? <span className="koers-button__text">{children}</span> : null}
        </>
      )}
    </RacButton>
  );
}
