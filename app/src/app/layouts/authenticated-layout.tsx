import { AppShell, Banner } from '@koers/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { resetDocument, useDocumentState } from '@/lib/document-store';
import { usePageEditState } from '@/lib/page-edit-store';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { AppHeader } from '../shell/app-header';
import { DocumentHeaderSearch } from '../shell/document-header-search';
import { AppSidebar } from '../shell/app-sidebar';
import { shellMessages as messages } from '../shell/shell-messages';

// The switch (modal, context list) loads when first opened: most page views never need it.
const ContextSwitchModal = lazy(() =>
  import('@/features/context/components/context-switch-modal').then((m) => ({
    default: m.ContextSwitchModal,
  })),
);

/** SPEC §2 authenticated layout: sidebar, header, the edit-mode banner and the page. */
export default function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const [switchOpen, setSwitchOpen] = useState(false);
  // The drawer (below 1024px) closes on every navigation, also one it did not start itself (a
  // context chosen in the modal goes home): the new page should not open under it.
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setSidebarOpen(false);
  }
  const onDocument = useMatch(paths.document.path) !== null;
  const { isEditing: editsDocument } = useDocumentState();
  // A content page (calendar, social map) ends its own edit mode when it goes.
  const { isEditing: editsPage } = usePageEditState();
  const isEditing = editsDocument || editsPage;

  // Leaving the document view clears its state (SPEC §4), so no stale toggle or banner remains.
  useEffect(() => {
    if (!onDocument) resetDocument();
  }, [onDocument]);

  const isSuperAdmin = user?.admin === true;
  const openSwitch = useCallback(() => {
    // SPEC §2: super admins switch on the change-school-organisation screen, not in the modal.
    if (isSuperAdmin) void navigate(paths.changeSchoolOrganisation.href());
    else setSwitchOpen(true);
  }, [isSuperAdmin, navigate]);
  // The same elements while nothing they show changed: a session update (roles, the context's
  // school) then does not redraw the whole sidebar and header.
  const sidebar = useMemo(() => <AppSidebar onSwitchContext={openSwitch} />, [openSwitch]);
  const header = useMemo(
    () => <AppHeader search={onDocument ? <DocumentHeaderSearch /> : undefined} />,
    [onDocument],
  );

  return (
    <>
      <AppShell
        sidebar={sidebar}
        header={header}
        banner={isEditing ? <Banner>{intl.formatMessage(messages.editBanner)}</Banner> : undefined}
        skipLinkLabel={intl.formatMessage(messages.skipLink)}
        sidebarToggleLabel={intl.formatMessage(messages.menuToggle)}
        isSidebarOpen={sidebarOpen}
        onSidebarOpenChange={setSidebarOpen}
      >
        {children}
      </AppShell>
      {switchOpen ? (
        <Suspense fallback={null}>
          <ContextSwitchModal isOpen={switchOpen} onOpenChange={setSwitchOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
