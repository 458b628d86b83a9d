import { useId, type ReactNode } from 'react';
import {
  Checkbox as RacCheckbox,
  type CheckboxProps as RacCheckboxProps,
} from 'react-aria-components';
import { splitAttributes, type PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Checkbox.css';

/**
 * The wrapper is the root (ref, className, data-*); `id` and `aria-*` reach the input, so labels
 * and descriptions elsewhere on the page point at the box itself.
 */
export interface CheckboxProps
  extends Omit<RacCheckboxProps, 'children' | 'className'>, PassthroughProps<HTMLDivElement> {
  /** Visible label; clicking it toggles the box. */
  children: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text shown (and linked) while `isInvalid`. */
  errorMessage?: ReactNode;
}

/**
 * A checkbox with its label (react-aria Checkbox: a native input, so Space toggles it and
 * forms submit it). The box plus label form one target well above 24 px.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ref,
  ...passed
}: CheckboxProps) {
  const [data, props] = splitAttributes(passed);
  const descriptionId = useId();
  const errorId = useId();
  const showError = props.isInvalid && errorMessage;
  const describedBy =
    [props['aria-describedby'], description ? descriptionId : null, showError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div {...data} ref={ref} className={cx('koers-checkbox', className)}>
      <RacCheckbox {...props} aria-describedby={describedBy} className="koers-checkbox__control">
        {({ isIndeterminate }) => (
          <>
            <span className="koers-checkbox__box" aria-hidden="true">
              <svg viewBox="0 0 18 18" focusable="false">
                {isIndeterminate ? (
                  <path d="M4 9h10" stroke="currentColor" strokeWidth="2.5" />
                ) : (
                  <path
                    d="m3.5 9.5 3.5 3.5 7.5-8"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  />
                )}
              </svg>
            </span>
            <span className="koers-checkbox__label">{children}</span>
          </>
        )}
      </RacCheckbox>
      {description ? (
        <div id={descriptionId} className="koers-checkbox__description">
          {description}
        </div>
      ) : null}
      {showError ? (
        <div id={errorId} className="koers-checkbox__error">
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}
