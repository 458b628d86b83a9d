import type { ReactNode } from 'react';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Badge.css';

/** `neutral` for a draft, `info` for work in progress, `success` for something settled. */
export type BadgeVariant = 'neutral' | 'info' | 'success';

export interface BadgeProps extends PassthroughProps<HTMLSpanElement> {
  /** The badge's text, e.g. a document's status. It is read as part of the text around it. */
  children: ReactNode;
  /** Colour of the badge; the text always says what it means (never colour alone). */
  variant?: BadgeVariant;
}

/**
 * A short label beside a name, e.g. a document's status ("Concept", "Vastgesteld"). It is plain
 * text inside its parent: in a link or heading, it becomes part of that element's name.
 */
export function Badge({ children, variant = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx('koers-badge', className)} data-variant={variant}>
      {children}
    </span>
  );
}
