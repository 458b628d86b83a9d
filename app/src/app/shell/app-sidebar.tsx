import { TEMPLATE_DOCUMENT_ID } from '@koers/contract/constants';
import { Select, Sidebar, SidebarAction, SidebarLink, SidebarSection } from '@koers/ui';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { DocumentStatusBadge } from '@/components/document-status';
import { useContextDocuments } from '@/lib/api/context-documents';
import { paths } from '@/lib/paths';
import { usePeriod } from '@/lib/session/period';
import { canCreateDocument, canSwitchContext, settingsTabsFor } from '@/lib/session/rules';
import { useSession } from '@/lib/session/use-session';
import { shellMessages as messages } from './shell-messages';

// The dialog (form, school years) loads when first opened: readers never need it.
const CreateDocumentDialog = lazy(
  () => import('@/features/documents/components/manage/create-document-dialog'),
);

const sidebarMessages = defineMessages({
  newDocument: { id: 'app.nav.newDocument', defaultMessage: 'New document' },
});

export interface AppSidebarProps {
  /** Opens the context switch (modal for users, chooser screen for super admins). */
  onSwitchContext: () => void;
}

/** The plan documents of a list, in their order (SPEC §2: one link per document of type plan). */
const plans = <D extends { type: string }>(documents: readonly D[]) =>
  documents.filter((d) => d.type === 'plan');

/**
 * SPEC §2 sidebar: the context's name and icon (a switch when there is more than one choice), the
 * school-year dropdown for managers, and the page links the context and role allow. Instellingen
 * shows for anyone with a settings tab to use (admins, and managers for theirs), not only for
 * admins as SPEC §2 says: the manager guard lets managers in.
 */
export function AppSidebar({ onSwitchContext }: AppSidebarProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { user, role, context, school, organisation, isManager, isAdmin } = useSession();
  const { periods, period, setPeriod, canChoose } = usePeriod();
  const [creating, setCreating] = useState(false);

  const own = useContextDocuments(context?.contextType ?? null, context?.id ?? null);
  // SPEC §6/§7: managers and admins of a school also see its organisation's documents.
  const organisationId =
    context?.contextType === 'school' && (isManager || isAdmin)
      ? (school?.organisation?.id ?? null)
      : null;
  const fromOrganisation = useContextDocuments(
    organisationId === null ? null : 'organisation',
    organisationId,
  );

  const entity = context?.contextType === 'school' ? school : organisation;
  const contextName = entity?.name ?? intl.formatMessage(messages.noContext);
  const documents = [...plans(fromOrganisation.documents), ...plans(own.documents)];
  const isSchool = context?.contextType === 'school';
  // Instellingen for whoever may use one of its tabs, opening on the first (lib/paths.ts).
  const [firstSettingsTab] = settingsTabsFor(user, role, context?.contextType ?? null);

  return (
    <>
      <Sidebar
        contextName={contextName}
        contextIconUrl={entity?.icon?.url ?? undefined}
        onSwitchContext={canSwitchContext(user) ? onSwitchContext : undefined}
        switchContextHint={intl.formatMessage(messages.switchContext)}
        navLabel={intl.formatMessage(messages.navLabel)}
        schoolYear={
          canChoose && isSchool && periods.length > 0 ? (
            <Select
              label={intl.formatMessage(messages.schoolYear)}
              options={periods.map((p) => ({ id: p.id, label: p.name }))}
              selectedKey={period?.id ?? null}
              onSelectionChange={(key) => {
                const next = periods.find((p) => p.id === key);
                if (next) setPeriod(next);
              }}
            />
          ) : undefined
        }
      >
        <SidebarSection>
          {isSchool && school?.calendar ? (
            <SidebarLink
              href={paths.calendar.href()}
              isCurrent={pathname === paths.calendar.href()}
            >
              {intl.formatMessage(messages.calendar)}
            </SidebarLink>
          ) : null}
          {documents.map((document) => (
            <SidebarLink
              key={document.id}
              href={paths.document.href(document.id)}
              isCurrent={pathname === paths.document.href(document.id)}
            >
              {document.name} <DocumentStatusBadge status={document.status} />
            </SidebarLink>
          ))}
          {canCreateDocument(user, role, context) ? (
            <SidebarAction onPress={() => setCreating(true)}>
              {intl.formatMessage(sidebarMessages.newDocument)}
            </SidebarAction>
          ) : null}
          {isSchool ? (
            <>
              <SidebarLink
                href={paths.contacts.href()}
                isCurrent={pathname === paths.contacts.href()}
              >
                {intl.formatMessage(messages.contacts)}
              </SidebarLink>
              <SidebarLink
                href={paths.manuals.href()}
                isCurrent={pathname === paths.manuals.href()}
              >
                {intl.formatMessage(messages.manuals)}
              </SidebarLink>
            </>
          ) : null}
          {firstSettingsTab ? (
            <SidebarLink
              href={firstSettingsTab.route.href()}
              isCurrent={pathname.startsWith(paths.settings.index.href())}
            >
              {intl.formatMessage(messages.settings)}
            </SidebarLink>
          ) : null}
        </SidebarSection>
      </Sidebar>
      {creating ? (
        <Suspense fallback={null}>
          <CreateDocumentDialog isOpen={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </>
  );
}

/** SPEC §2 admin sidebar: Besturen, Scholen, Gebruikers, Handleidingen and the Koers template. */
export function AdminSidebar() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const template = paths.document.href(TEMPLATE_DOCUMENT_ID, { from: 'admin' });
  const link = (href: string, label: string, isCurrent = pathname === href) => (
    <SidebarLink href={href} isCurrent={isCurrent}>
      {label}
    </SidebarLink>
  );
  return (
    <Sidebar
      variant="admin"
      contextName={intl.formatMessage(messages.adminName)}
      navLabel={intl.formatMessage(messages.adminNavLabel)}
    >
      <SidebarSection>
        {link(paths.admin.organisations.href(), intl.formatMessage(messages.organisations))}
        {link(paths.admin.schools.href(), intl.formatMessage(messages.schools))}
        {link(paths.admin.users.href(), intl.formatMessage(messages.users))}
        {link(paths.admin.manuals.href(), intl.formatMessage(messages.manuals))}
        {link(
          template,
          intl.formatMessage(messages.template),
          pathname === paths.document.href(TEMPLATE_DOCUMENT_ID),
        )}
      </SidebarSection>
    </Sidebar>
  );
}
