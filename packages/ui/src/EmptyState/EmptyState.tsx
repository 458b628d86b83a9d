import type { ReactNode } from 'react';
import { cx } from '../utils/visuallyHidden';
import type { PassthroughProps } from '../utils/passthrough';
import './EmptyState.css';

export interface EmptyStateProps extends PassthroughProps<HTMLDivElement> {
  /** Short statement of what is empty ("Nog geen documenten"). */
  title: ReactNode;
  /** Why it is empty or what to do next. */
  description?: ReactNode;
  /** A call to action, usually a Button or link. */
  action?: ReactNode;
  /** A decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** Level of the title heading; default 2. Use 'none' inside tables or small cards. */
  headingLevel?: 2 | 3 | 4 | 'none';
}

/** What a list or page shows when it has nothing to show yet, with a way forward. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Title = headingLevel === 'none' ? 'p' : (`h${headingLevel}` as const);
  return (
    <div {...rest} className={cx('koers-empty-state', className)}>
      {icon ? (
        <div className="koers-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Title className="koers-empty-state__title">{title}</Title>
      {description ? <p className="koers-empty-state__description">{description}</p> : null}
      {action ? <div className="koers-empty-state__action">{action}</div> : null}
    </div>
  );
}
