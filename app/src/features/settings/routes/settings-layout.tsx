import { Tabs, type TabLinkItem } from '@koers/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { settingsTabs, type SettingsTabId } from '@/lib/paths';
import { settingsTabsFor } from '@/lib/session/rules';
import { useSession } from '@/lib/session/use-session';
import { messages } from '../messages';
import '../settings.css';

/** The tab bar's label of each tab of the route table (lib/paths.ts `settingsTabs`). */
const LABELS: Record<SettingsTabId, MessageDescriptor> = {
  global: messages.tabGlobal,
  'application-chooser': messages.tabApplicationChooser,
  calendar: messages.tabCalendar,
  periods: messages.tabPeriods,
  schools: messages.tabSchools,
  users: messages.tabUsers,
  'contact-categories': messages.tabContactCategories,
  'audit-log': messages.tabAuditLog,
};

/**
 * Instellingen: the tabs (links, one URL per tab) and the open tab below them. Only the tabs the
 * user may use (managers fewer than admins) and that belong to the current kind of context are
 * offered: a board has schools, a school has applications, a calendar and school years. The route
 * guard turns away the others by the same table.
 */
export default function SettingsLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { user, role, context, organisation, school } = useSession();
  const contextType = context?.contextType ?? null;

  const tabs = settingsTabsFor(user, role, contextType);
  const items: TabLinkItem[] = tabs.map((tab) => ({
    id: tab.id,
    href: tab.route.href(),
    label: intl.formatMessage(LABELS[tab.id]),
  }));
  const selected = settingsTabs.find(
    (tab) => pathname === tab.route.href() || pathname.startsWith(`${tab.route.href()}/`),
  );
  const contextName = contextType === 'school' ? school?.name : organisation?.name;

  return (
    <div className="koers-settings">
      <header className="koers-settings__header">
        <h1 className="koers-settings__title">{intl.formatMessage(messages.title)}</h1>
        {contextName ? <p className="koers-settings__muted">{contextName}</p> : null}
      </header>
      <Tabs
        items={items}
        selectedId={selected?.id ?? tabs[0]?.id ?? 'global'}
        label={intl.formatMessage(messages.tabsLabel)}
      />
      <div className="koers-settings__panel">
        <Outlet />
      </div>
    </div>
  );
}
