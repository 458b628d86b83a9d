import { Tabs, type TabLinkItem } from '@koers/ui';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { messages } from '../messages';
import '../settings.css';

type Scope = 'both' | 'school' | 'organisation';

const TABS = [
  { id: 'global', href: paths.settings.global.href(), label: messages.tabGlobal, scope: 'both' },
  {
    id: 'application-chooser',
    href: paths.settings.applicationChooser.href(),
    label: messages.tabApplicationChooser,
    scope: 'school',
  },
  {
    id: 'calendar',
    href: paths.settings.calendar.href(),
    label: messages.tabCalendar,
    scope: 'school',
  },
  {
    id: 'periods',
    href: paths.settings.periods.href(),
    label: messages.tabPeriods,
    scope: 'school',
  },
  {
    id: 'schools',
    href: paths.settings.schools.href(),
    label: messages.tabSchools,
    scope: 'organisation',
  },
  { id: 'users', href: paths.settings.users.href(), label: messages.tabUsers, scope: 'both' },
  {
    id: 'contact-categories',
    href: paths.settings.contactCategories.href(),
    label: messages.tabContactCategories,
    scope: 'both',
  },
] as const satisfies readonly { id: string; href: string; scope: Scope; label: unknown }[];

/**
 * Instellingen: the tabs (links, one URL per tab) and the open tab below them. Only the tabs
 * that belong to the current kind of context are offered: a board has schools, a school has
 * applications, a calendar and school years.
 */
export default function SettingsLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { context, organisation, school } = useSession();
  const contextType = context?.contextType ?? null;

  const items: TabLinkItem[] = TABS.filter(
    (tab) => tab.scope === 'both' || tab.scope === contextType,
  ).map((tab) => ({ id: tab.id, href: tab.href, label: intl.formatMessage(tab.label) }));
  const selected = TABS.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`));
  const contextName = contextType === 'school' ? school?.name : organisation?.name;

  return (
    <div className="koers-settings">
      <header className="koers-settings__header">
        <h1 className="koers-settings__title">{intl.formatMessage(messages.title)}</h1>
        {contextName ? <p className="koers-settings__muted">{contextName}</p> : null}
      </header>
      <Tabs
        items={items}
        selectedId={selected?.id ?? 'global'}
        label={intl.formatMessage(messages.tabsLabel)}
      />
      <div className="koers-settings__panel">
        <Outlet />
      </div>
    </div>
  );
}
