import { defineMessages } from 'react-intl';

/** Texts of the authenticated and admin shells (sidebar, header, user menu). */
export const shellMessages = defineMessages({
  calendar: { id: 'app.nav.calendar', defaultMessage: 'Yearly calendar' },
  contacts: { id: 'app.nav.contacts', defaultMessage: 'Social map' },
  manuals: { id: 'app.nav.manuals', defaultMessage: 'Manuals' },
  settings: { id: 'app.nav.settings', defaultMessage: 'Settings' },
  documents: { id: 'app.nav.documents', defaultMessage: 'Plans' },
  navLabel: { id: 'app.nav.label', defaultMessage: 'Main menu' },
  adminNavLabel: { id: 'app.nav.adminLabel', defaultMessage: 'Admin menu' },
  adminName: { id: 'app.nav.adminName', defaultMessage: 'Admin environment' },
  organisations: { id: 'app.nav.organisations', defaultMessage: 'Boards' },
  schools: { id: 'app.nav.schools', defaultMessage: 'Schools' },
  users: { id: 'app.nav.users', defaultMessage: 'Users' },
  template: { id: 'app.nav.template', defaultMessage: 'Koers template' },
  switchContext: { id: 'app.nav.switchContext', defaultMessage: 'Switch environment' },
  noContext: { id: 'app.nav.noContext', defaultMessage: 'No school or board chosen' },
  schoolYear: { id: 'app.nav.schoolYear', defaultMessage: 'School year' },
  skipLink: { id: 'app.shell.skipLink', defaultMessage: 'Skip to main content' },
  menuToggle: { id: 'app.shell.menuToggle', defaultMessage: 'Menu' },
  adminEnvironment: { id: 'app.userMenu.admin', defaultMessage: 'Admin environment' },
  links: { id: 'app.userMenu.links', defaultMessage: 'Linked applications' },
  logout: { id: 'app.userMenu.logout', defaultMessage: 'Log out' },
  editMode: { id: 'app.header.editMode', defaultMessage: 'Edit mode' },
  editBanner: { id: 'app.header.editBanner', defaultMessage: 'You are currently in edit mode' },
  applications: { id: 'app.header.applications', defaultMessage: 'Linked applications' },
  applicationChooser: { id: 'app.header.applicationChooser', defaultMessage: 'Applications' },
  noApplications: {
    id: 'app.header.noApplications',
    defaultMessage: 'No other applications have been linked.',
  },
  newTab: { id: 'app.header.newTab', defaultMessage: '(opens in a new tab)' },
});
