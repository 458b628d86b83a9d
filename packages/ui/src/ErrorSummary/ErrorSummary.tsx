import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../utils/visuallyHidden';
import type { PassthroughProps } from '../utils/passthrough';
import './ErrorSummary.css';

/** One field error in the summary. */
export interface ErrorSummaryItem {
  /** DOM id of the field's input; the link jumps and moves focus there. */
  fieldId: string;
  /** The error text, preferably naming the field ("Vul je e-mailadres in"). */
  message: ReactNode;
}

export interface ErrorSummaryProps extends PassthroughProps<HTMLDivElement> {
  /** The errors to list. With none, nothing is rendered. */
  errors: readonly ErrorSummaryItem[];
  /** Heading of the summary. Default 'Er ging iets mis'. */
  title?: ReactNode;
  /** Optional text between heading and list. */
  description?: ReactNode;
  /** Heading level (2 by default, usually right under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Move focus to the heading when the summary appears or its errors change (after a failed
   * submit), as the NL Design System and GOV.UK patterns do. Default true.
   */
  focusOnError?: boolean;
}

/**
 * The list of form errors shown above a form after a failed submit (NL Design System
 * "form-error-summary"): role="alert", a focusable heading, and one link per error that moves
 * focus to the field in question.
 */
export function ErrorSummary({
  errors,
  title = 'Er ging iets mis',
  description,
  headingLevel = 2,
  focusOnError = true,
  className,
  ...rest
}: ErrorSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signature = errors.map((e) => e.fieldId).join('\n');

  useEffect(() => {
    if (focusOnError && signature) headingRef.current?.focus();
  }, [focusOnError, signature]);

  if (errors.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return; // let the browser follow the anchor as a fallback
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  };

  return (
    <div {...rest} role="alert" className={cx('koers-error-summary', className)}>
      <Heading ref={headingRef} tabIndex={-1} className="koers-error-summary__title">
        {title}
      </Heading>
      {description ? <p className="koers-error-summary__description">{description}</p> : null}
      <ul className="koers-error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="koers-error-summary__link"
              onClick={(event) => focusField(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
