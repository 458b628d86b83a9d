import type { ReactNode } from 'react';

/** A screen's heading (its one h1), an optional introduction and actions beside it. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="koers-app-page-header">
      <div className="koers-app-page-header__text">
        <h1 className="koers-app-page-header__title">{title}</h1>
        {intro ? <p className="koers-app-page-header__intro">{intro}</p> : null}
      </div>
      {actions ? <div className="koers-app-page-header__actions">{actions}</div> : null}
    </header>
  );
}
