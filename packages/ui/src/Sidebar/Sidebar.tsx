import { useId, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Sidebar.css';

export type SidebarVariant = 'default' | 'admin';

export interface SidebarProps extends PassthroughProps<HTMLElement> {
  /** Name of the current school or organisation (or the admin area). */
  contextName: string;
  /** URL of the context's icon; when given it is shown before the name (as decoration: the name stays the text). */
  contextIconUrl?: string;
  /**
   * Opens the context switch. Only pass it when the user has more than one context to choose
   * from: without it the brand area is plain text, not a button (SPEC §2).
   */
  onSwitchContext?: () => void;
  /** Hidden hint added to the brand button's name, e.g. 'Wisselen van omgeving'. */
  switchContextHint?: string;
  /** The school-year dropdown (managers only); rendered under the brand area. */
  schoolYear?: ReactNode;
  /** Navigation sections: `SidebarSection` elements. */
  children: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** `admin` gives the admin area its own colour so users see where they are. */
  variant?: SidebarVariant;
  /** Content at the bottom of the sidebar (for example a version or help link). */
  footer?: ReactNode;
}

/**
 * The sidebar content: brand area, school-year slot and navigation sections. Place it in
 * `AppShell`'s `sidebar` slot, which handles the width, the breakpoint and open/closed state.
 */
export function Sidebar({
  contextName,
  contextIconUrl,
  onSwitchContext,
  switchContextHint = 'Wisselen van omgeving',
  schoolYear,
  children,
  navLabel = 'Hoofdmenu',
  variant = 'default',
  footer,
  className,
  ...rest
}: SidebarProps) {
  // The icon sits beside the name, never in its place: a logo alone does not tell every reader
  // which school this is (its text may be tiny or absent). Decorative (alt=""), so the name is
  // read once.
  const brandContent = (
    <>
      {contextIconUrl ? (
        <img className="koers-sidebar__brand-icon" src={contextIconUrl} alt="" />
      ) : null}
      <span className="koers-sidebar__brand-name">{contextName}</span>
    </>
  );
  return (
    <nav
      {...rest}
      className={cx('koers-sidebar', className)}
      data-variant={variant}
      aria-label={navLabel}
    >
      <div className="koers-sidebar__brand">
        {onSwitchContext ? (
          <Button className="koers-sidebar__brand-button" onPress={onSwitchContext}>
            {brandContent}
            <span className="koers-visually-hidden">, {switchContextHint}</span>
            <svg
              className="koers-sidebar__brand-chevron"
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="m6 8 4-4 4 4M6 12l4 4 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
          </Button>
        ) : (
          <div className="koers-sidebar__brand-text">{brandContent}</div>
        )}
      </div>
      {schoolYear ? <div className="koers-sidebar__year">{schoolYear}</div> : null}
      <div className="koers-sidebar__sections">{children}</div>
      {footer ? <div className="koers-sidebar__footer">{footer}</div> : null}
    </nav>
  );
}

export interface SidebarSectionProps extends PassthroughProps<HTMLDivElement> {
  /** Heading of the section; omit for an unlabelled first section. */
  heading?: string;
  /** Heading level, so the sidebar fits the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** `SidebarLink` elements. */
  children: ReactNode;
}

/** A group of sidebar links with an optional heading that names the list. */
export function SidebarSection({
  heading,
  headingLevel = 2,
  children,
  className,
  ...rest
}: SidebarSectionProps) {
  const id = useId();
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx('koers-sidebar__section', className)}>
      {heading ? (
        <HeadingTag id={id} className="koers-sidebar__heading">
          {heading}
        </HeadingTag>
      ) : null}
      <ul className="koers-sidebar__list" aria-labelledby={heading ? id : undefined}>
        {children}
      </ul>
    </div>
  );
}

/** The passthrough props of a SidebarLink reach the link, not the list item around it. */
export interface SidebarLinkProps extends PassthroughProps<HTMLAnchorElement> {
  /** Target of the link; internal paths go through the RAC `RouterProvider` when present. */
  href: string;
  /** Marks the link of the page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** Link text. */
  children: ReactNode;
}

/** One link in a `SidebarSection`. */
export function SidebarLink({
  href,
  isCurrent = false,
  icon,
  children,
  className,
  ...rest
}: SidebarLinkProps) {
  return (
    <li className="koers-sidebar__item">
      <Link
        {...rest}
        className={cx('koers-sidebar__link', className)}
        href={href}
        aria-current={isCurrent ? 'page' : undefined}
      >
        {icon ? (
          <span className="koers-sidebar__link-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className="koers-sidebar__link-text">{children}</span>
      </Link>
    </li>
  );
}

/** The passthrough props of a SidebarAction reach the button, not the list item around it. */
export interface SidebarActionProps extends PassthroughProps<HTMLButtonElement> {
  /** Called when the action is chosen (click, Enter or Space), e.g. to open a dialog. */
  onPress: () => void;
  /** Decorative icon before the text; a plus sign by default. */
  icon?: ReactNode;
  /** Text of the button: what it does ('Nieuw document'). */
  children: ReactNode;
}

const plusIcon = (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M10 4v12M4 10h12" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * An action among the links of a `SidebarSection` (for example 'Nieuw document' under the
 * documents): a button, not a link, because it does something here instead of going somewhere.
 * It sits in the section's list like a link, in the brand colour so it does not read as a page.
 */
export function SidebarAction({
  onPress,
  icon = plusIcon,
  children,
  className,
  ...rest
}: SidebarActionProps) {
  return (
    <li className="koers-sidebar__item">
      <Button
        {...rest}
        className={cx('koers-sidebar__link', 'koers-sidebar__action', className)}
        onPress={onPress}
      >
        <span className="koers-sidebar__link-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="koers-sidebar__link-text">{children}</span>
      </Button>
    </li>
  );
}
