import type { ReactNode } from 'react';
import { Link, Switch } from 'react-aria-components';
import { SidebarToggle } from '../AppShell/AppShell';
import { Menu, type MenuItemData } from '../Menu/Menu';
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

/**
 * The top bar of the shell: sidebar toggle (inside `AppShell`, below 1024px), search slot,
 * edit-mode switch, linked application icons, the application chooser and the user menu.
 */
export function Header({
  search,
  editMode,
  userMenu,
  applications = [],
  applicationsLabel = 'Gekoppelde applicaties',
  newTabHint = '(opent in nieuw tabblad)',
  applicationChooser,
  className,
  ...rest
}: HeaderProps) {
  const showEdit = editMode && editMode.visible !== false;
  return (
    <header {...rest} className={cx('koers-header', className)}>
      <SidebarToggle />
      {search ? <div className="koers-header__search">{search}</div> : null}
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
    </header>
  );
}
