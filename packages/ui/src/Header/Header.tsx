import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Link, Switch } from 'react-aria-components';
import { SidebarToggle, useIsCompactShell } from '../AppShell/AppShell';
import { Menu, type MenuItemData, type MenuSectionData } from '../Menu/Menu';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Header.css';

export type LinkedApplicationType = 'tasks' | 'webmail' | 'student-tracking-system' | 'other';

export interface LinkedApplication {
  /** Stable key. */
  id: string | number;
  /** Kind of application; decides the icon. */
  type: LinkedApplicationType;
  /** Name of the application; the accessible name of its icon button. */
  name: string;
  /** External URL, opened in a new tab. */
  url: string;
}

export interface EditModeToggleProps extends PassthroughProps<HTMLLabelElement> {
  /** Whether edit mode is on. */
  isEditing: boolean;
  /** Called with the new mode when the user flips the switch. */
  onChange: (isEditing: boolean) => void;
  /** Visible label of the switch. */
  label?: string;
}

/** The edit/read mode switch (react-aria Switch: Space toggles it, state is announced). */
export function EditModeToggle({
  isEditing,
  onChange,
  label = 'Bewerkmodus',
  className,
  ...rest
}: EditModeToggleProps) {
  return (
    <Switch
      {...rest}
      className={cx('koers-edit-toggle', className)}
      isSelected={isEditing}
      onChange={onChange}
    >
      <span className="koers-edit-toggle__track" aria-hidden="true">
        <span className="koers-edit-toggle__thumb" />
      </span>
      {label}
    </Switch>
  );
}

export interface HeaderProps extends PassthroughProps<HTMLElement> {
  /** Search slot, e.g. the document search (`SearchDropdown`); shown on documents only. */
  search?: ReactNode;
  /** The edit-mode switch; omit (or `visible: false`) when the user cannot edit this page. */
  editMode?: Pick<EditModeToggleProps, 'isEditing' | 'onChange' | 'label'> & {
    /** Show the switch. Default true. */
    visible?: boolean;
  };
  /** The user menu: the trigger text (the user's name) and its items. */
  userMenu?: {
    /** Text of the trigger, normally the user's name. */
    name: string;
    /** Items: Admin-omgeving, Koppelingen, Uitloggen, ... */
    items: MenuItemData[];
  };
  /** Linked applications with a type, shown as icon links. */
  applications?: LinkedApplication[];
  /** Accessible name of the group of application links. */
  applicationsLabel?: string;
  /** Hidden hint appended to new-tab link names. */
  newTabHint?: string;
  /** Slot for the `ApplicationChooser` (applications without a type). */
  applicationChooser?: ReactNode;
  /**
   * The school's or organisation's name. In an `AppShell` below 1024px, where the sidebar that
   * shows it is a drawer, the header shows it instead (the one-row phone header).
   */
  title?: string;
  /**
   * Items the one-row header's "more" menu lists with the linked applications, in place of the
   * `applicationChooser` it has no room for (e.g. the applications without a type).
   */
  moreApplications?: MenuItemData[];
  /** Accessible name of the one-row header's "more" menu button. Default 'Meer'. */
  moreLabel?: string;
  /**
   * Accessible name of the one-row header's button that opens and closes the search field (its
   * state is aria-expanded). Default 'Zoeken'.
   */
  searchButtonLabel?: string;
}

function ApplicationIcon({ type }: { type: LinkedApplicationType }) {
  // Simple line icons; decorative because the link carries the application's name.
  const paths: Record<LinkedApplicationType, string> = {
    tasks:
      'M9 6h11M9 12h11M9 18h11M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5 2.5-2.5M3.5 18l1.5 1.5 2.5-2.5',
    webmail: 'M3 6h18v12H3zM3 6l9 7 9-7',
    'student-tracking-system': 'M12 4 2 9l10 5 10-5-10-5ZM6 11v5c2 2 10 2 12 0v-5',
    other: 'M10 4H5v15h15v-5M14 4h6v6M20 4l-9 9',
  };
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const searchIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m15 15 5 5" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const closeIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const moreIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="5" r="1.8" fill="currentColor" />
    <circle cx="12" cy="12" r="1.8" fill="currentColor" />
    <circle cx="12" cy="19" r="1.8" fill="currentColor" />
  </svg>
);

/**
 * The top bar of the shell: sidebar toggle (inside `AppShell`, below 1024px), search slot,
 * edit-mode switch, linked application icons, the application chooser and the user menu.
 *
 * Inside an `AppShell` below 1024px it keeps to one row: the menu button, the school's name
 * (`title`), a button that opens the search field in the row (its close button or Escape in the
 * empty field closes it again) and a "more" menu with edit mode (a checkbox item), the linked
 * applications and the user's items, all from the keyboard.
 */
export function Header({
  search,
  editMode,
  userMenu,
  applications = [],
  applicationsLabel = 'Gekoppelde applicaties',
  newTabHint = '(opent in nieuw tabblad)',
  applicationChooser,
  title,
  moreApplications = [],
  moreLabel = 'Meer',
  searchButtonLabel = 'Zoeken',
  className,
  ...rest
}: HeaderProps) {
  const showEdit = editMode && editMode.visible !== false;
  const compact = useIsCompactShell();
  const [searchOpen, setSearchOpen] = useState(false);
  // A page without a search (the reader left the document with the search open): closed, so
  // the name and "more" are back, and the next document starts with the search closed too.
  if (searchOpen && !search) setSearchOpen(false);
  const searchShown = !compact || searchOpen;
  const searchId = useId();
  const searchRef = useRef<HTMLDivElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the search opened or closed; null for any other render.
  const focusAfter = useRef<'search' | 'button' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'search') searchRef.current?.querySelector<HTMLElement>('input')?.focus();
    if (target === 'button') searchButtonRef.current?.focus();
  }, [searchOpen]);
  // Escape closes the results, then clears the text (SearchDropdown); in the empty field it
  // closes the opened search and gives focus back to its button. A native listener: the slot is
  // not interactive itself, it only hears the field's keys bubble up.
  useEffect(() => {
    const slot = searchRef.current;
    if (!slot || !compact || !searchOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const field = event.target as HTMLInputElement;
      if (event.key === 'Escape' && field.tagName === 'INPUT' && field.value === '') {
        focusAfter.current = 'button';
        setSearchOpen(false);
      }
    };
    slot.addEventListener('keydown', onKeyDown);
    return () => slot.removeEventListener('keydown', onKeyDown);
  }, [compact, searchOpen]);

  const moreSections: MenuSectionData[] = [];
  if (compact && showEdit) {
    moreSections.push({
      id: 'mode',
      items: [
        {
          id: 'edit-mode',
          label: editMode.label ?? 'Bewerkmodus',
          isSelected: editMode.isEditing,
          onSelectedChange: editMode.onChange,
        },
      ],
    });
  }
  if (compact && applications.length + moreApplications.length > 0) {
    moreSections.push({
      id: 'applications',
      label: applicationsLabel,
      items: [
        ...applications.map((app) => ({
          id: `application-${app.id}`,
          label: app.name,
          href: app.url,
          target: '_blank',
          hint: newTabHint,
          icon: <ApplicationIcon type={app.type} />,
        })),
        ...moreApplications,
      ],
    });
  }
  if (compact && userMenu && userMenu.items.length > 0) {
    moreSections.push({ id: 'user', label: userMenu.name, items: userMenu.items });
  }

  return (
    <header
      {...rest}
      className={cx('koers-header', className)}
      data-compact={compact || undefined}
      data-search-open={(compact && searchOpen) || undefined}
    >
      <SidebarToggle />
      {compact && title && !searchOpen ? <p className="koers-header__title">{title}</p> : null}
      {/* One place in the tree whatever the width, so the search keeps its text and results. */}
      {search ? (
        <div
          ref={searchRef}
          id={searchId}
          className="koers-header__search"
          hidden={!searchShown || undefined}
        >
          {search}
        </div>
      ) : null}
      {compact ? (
        <div className="koers-header__actions">
          {search ? (
            <Button
              ref={searchButtonRef}
              className="koers-header__icon-button"
              aria-label={searchButtonLabel}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              onPress={() => {
                focusAfter.current = searchOpen ? 'button' : 'search';
                setSearchOpen(!searchOpen);
              }}
            >
              {searchOpen ? closeIcon : searchIcon}
            </Button>
          ) : null}
          {moreSections.length > 0 && !searchOpen ? (
            <Menu
              trigger={moreIcon}
              triggerLabel={moreLabel}
              items={moreSections}
              className="koers-header__icon-button koers-header__more"
            />
          ) : null}
        </div>
      ) : (
        <div className="koers-header__actions">
          {showEdit ? (
            <EditModeToggle
              isEditing={editMode.isEditing}
              onChange={editMode.onChange}
              label={editMode.label}
            />
          ) : null}
          {applications.length > 0 ? (
            <ul className="koers-header__apps" aria-label={applicationsLabel}>
              {applications.map((app) => (
                <li key={app.id}>
                  <Link
                    className="koers-header__app"
                    href={app.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-type={app.type}
                  >
                    <ApplicationIcon type={app.type} />
                    <span className="koers-visually-hidden">
                      {app.name} {newTabHint}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {applicationChooser}
          {userMenu ? <Menu trigger={userMenu.name} items={userMenu.items} openOnHover /> : null}
        </div>
      )}
    </header>
  );
}
