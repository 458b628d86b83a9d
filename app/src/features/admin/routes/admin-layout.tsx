import { Tabs } from '@koers/ui';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { messages } from '../messages';
import '../admin.css';

const TABS = [
  { id: 'organisations', href: paths.admin.organisations.href(), label: messages.tabOrganisations },
  { id: 'schools', href: paths.admin.schools.href(), label: messages.tabSchools },
  { id: 'users', href: paths.admin.users.href(), label: messages.tabUsers },
  { id: 'manuals', href: paths.admin.manuals.href(), label: messages.tabManuals },
  { id: 'audit-log', href: paths.admin.auditLog.href(), label: messages.tabAuditLog },
] as const;

/** Admin-omgeving: the super admin's tabs (links) over every board, school, user and manual. */
export default function AdminLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const selected = TABS.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`));
  return (
    <div className="koers-admin">
      <h1 className="koers-admin__title">{intl.formatMessage(messages.title)}</h1>
      <Tabs
        items={TABS.map((tab) => ({
          id: tab.id,
          href: tab.href,
          label: intl.formatMessage(tab.label),
        }))}
        selectedId={selected?.id ?? 'organisations'}
        label={intl.formatMessage(messages.tabsLabel)}
      />
      <div className="koers-admin__panel">
        <Outlet />
      </div>
    </div>
  );
}
