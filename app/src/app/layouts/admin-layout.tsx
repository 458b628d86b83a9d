import { AppShell, Banner } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMatch } from 'react-router';
import { useDocumentState } from '@/lib/document-store';
import { paths } from '@/lib/paths';
import { AppHeader } from '../shell/app-header';
import { DocumentHeaderSearch } from '../shell/document-header-search';
import { AdminSidebar } from '../shell/app-sidebar';
import { shellMessages as messages } from '../shell/shell-messages';

/** SPEC §2 admin layout: the admin sidebar and the header (also around the template document). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { isEditing } = useDocumentState();
  const onDocument = useMatch(paths.document.path) !== null;
  return (
    <AppShell
      variant="admin"
      sidebar={<AdminSidebar />}
      header={
        <AppHeader
          showApplications={false}
          search={onDocument ? <DocumentHeaderSearch /> : undefined}
        />
      }
      banner={isEditing ? <Banner>{intl.formatMessage(messages.editBanner)}</Banner> : undefined}
      skipLinkLabel={intl.formatMessage(messages.skipLink)}
      sidebarToggleLabel={intl.formatMessage(messages.menuToggle)}
    >
      {children}
    </AppShell>
  );
}
