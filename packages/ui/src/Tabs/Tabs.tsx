import { Link } from 'react-aria-components';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Tabs.css';

export interface TabLinkItem {
  /** Stable id, compared with `selectedId`. */
  id: string;
  /** Visible tab text. */
  label: string;
  /** Route of the tab (navigated through the RAC `RouterProvider` when present). */
  href: string;
}

export interface TabsProps extends PassthroughProps<HTMLElement> {
  /** The tabs, in order. */
  items: readonly TabLinkItem[];
  /** id of the tab whose page is shown; it gets `aria-current="page"`. */
  selectedId: string;
  /** Accessible name of the tab navigation, e.g. 'Instellingen'. */
  label: string;
}

/**
 * Page tabs that are links (settings and admin sections): each tab is its own route, so
 * this is navigation with `aria-current="page"`, not an ARIA tablist; Tab moves between them
 * and Enter follows the link.
 */
export function Tabs({ items, selectedId, label, className, ...rest }: TabsProps) {
  return (
    <nav {...rest} className={cx('koers-tabs', className)} aria-label={label}>
      <ul className="koers-tabs__list">
        {items.map((item) => (
          <li key={item.id} className="koers-tabs__item">
            <Link
              className="koers-tabs__link"
              href={item.href}
              aria-current={item.id === selectedId ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
