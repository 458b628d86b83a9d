import { ApplicationChooser, Header, type LinkedApplication, type MenuItemData } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LOCALE_NAMES } from '@/i18n/config';
import { useSchoolApplications } from '@/lib/api/school-applications';
import { setEditing, useDocumentState } from '@/lib/document-store';
import { setPageEditing, usePageEditState } from '@/lib/page-edit-store';
import { paths } from '@/lib/paths';
import { displayName } from '@/lib/session/context-choices';
import { useSession } from '@/lib/session/use-session';
import { appHeaderMessages } from './app-header-messages';
import { shellMessages as messages } from './shell-messages';

export interface AppHeaderProps {
  /** The search slot (the document search, on a document). */
  search?: ReactNode;
  /** Show the linked applications of the school context (not in the admin area). */
  showApplications?: boolean;
}

/**
 * SPEC §2 header: search slot, edit/read toggle for those allowed to edit the document or the
 * content page shown (lib/page-edit-store), application icons by type and the chooser for the
 * untyped ones, and the user menu.
 */
export function AppHeader({ search, showApplications = true }: AppHeaderProps) {
  const intl = useIntl();
  const { user, context, school, organisation, locale, locales, setLocale, logout } = useSession();
  const documentState = useDocumentState();
  const pageEdit = usePageEditState();
  const editsDocument = documentState.document !== null && documentState.canEdit;
  const schoolId = showApplications && context?.contextType === 'school' ? context.id : null;
  const { applications } = useSchoolApplications(schoolId);

  const typed: LinkedApplication[] = [];
  const untyped = [];
  for (const app of applications) {
    if (app.type) typed.push({ id: app.id, type: app.type, name: app.name, url: app.url });
    else untyped.push({ id: app.id, name: app.name, url: app.url, iconUrl: app.icon?.url ?? null });
  }
  // On a narrow screen the header's "more" menu lists them with the typed ones (no chooser).
  const untypedItems: MenuItemData[] = untyped.map((app) => ({
    id: `untyped-${app.id}`,
    label: app.name,
    href: app.url,
    target: '_blank',
    hint: intl.formatMessage(messages.newTab),
  }));
  // The sidebar names the context; on a narrow screen it is a drawer, and the header does.
  const contextEntity = context?.contextType === 'school' ? school : organisation;

  const items: MenuItemData[] = [];
  if (user?.admin) {
    items.push({
      id: 'admin',
      label: intl.formatMessage(messages.adminEnvironment),
      href: paths.admin.organisations.href(),
    });
  }
  if (user?.admin) {
    // Super admins switch on the chooser screen (SPEC §2), also from the admin area.
    items.push({
      id: 'switch',
      label: intl.formatMessage(messages.switchContext),
      href: paths.changeSchoolOrganisation.href(),
    });
  }
  items.push({ id: 'links', label: intl.formatMessage(messages.links), href: paths.links.href() });
  items.push({
    id: 'account',
    label: intl.formatMessage(messages.account),
    href: paths.account.href(),
  });
  for (const other of locales.filter((l) => l !== locale)) {
    items.push({
      id: `locale-${other}`,
      label: LOCALE_NAMES[other],
      lang: other,
      onAction: () => void setLocale(other),
    });
  }
  items.push({
    id: 'logout',
    label: intl.formatMessage(messages.logout),
    onAction: () => void logout(),
  });

  return (
    <Header
      search={search}
      title={
        showApplications
          ? (contextEntity?.name ?? undefined)
          : // The admin area, named as its sidebar names it.
            intl.formatMessage(messages.adminName)
      }
      searchButtonLabel={intl.formatMessage(appHeaderMessages.openSearch)}
      moreLabel={intl.formatMessage(appHeaderMessages.more)}
      moreApplications={untypedItems}
      editMode={{
        visible: editsDocument || pageEdit.canEdit,
        isEditing: editsDocument ? documentState.isEditing : pageEdit.isEditing,
        onChange: editsDocument ? setEditing : setPageEditing,
        label: intl.formatMessage(messages.editMode),
      }}
      userMenu={user ? { name: displayName(user), items } : undefined}
      applications={typed}
      applicationsLabel={intl.formatMessage(messages.applications)}
      newTabHint={intl.formatMessage(messages.newTab)}
      applicationChooser={
        untyped.length > 0 ? (
          <ApplicationChooser
            applications={untyped}
            label={intl.formatMessage(messages.applicationChooser)}
            newTabHint={intl.formatMessage(messages.newTab)}
            emptyText={intl.formatMessage(messages.noApplications)}
          />
        ) : undefined
      }
    />
  );
}
