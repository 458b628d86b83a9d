import { EmptyState } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSession } from '@/lib/session/use-session';
import { CalendarSettingsTab } from '../calendar/calendar-settings-tab';
import { SettingsNotApplicable } from '../components/settings-states';
import { messages } from '../messages';

/** Jaarkalender: the school calendar's categories and its subscription link (.ics). */
export default function SettingsCalendar() {
  const intl = useIntl();
  const { context, school } = useSession();
  if (context?.contextType !== 'school') return <SettingsNotApplicable needs="school" />;
  if (!school?.calendar) return <EmptyState title={intl.formatMessage(messages.calendarOff)} />;
  return <CalendarSettingsTab schoolId={context.id} />;
}
