import type { CalendarCategory } from '@koers/contract';
import { EmptyState, PagedTable, TextField, type PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSession } from '@/lib/session/use-session';
import { useCalendarCategories } from '@/lib/api/calendar-categories';
import { useCalendarFeed } from '@/lib/api/calendar-feed';
import { ErrorState } from '@/components/states';
import { SettingsNotApplicable } from '../components/settings-states';
import { useTableLabels } from '@/components/paged-list';
import { messages } from '../messages';

/** Jaarkalender: whether the school keeps a calendar, its categories and its .ics address. */
export default function SettingsCalendar() {
  const intl = useIntl();
  const labels = useTableLabels(intl.formatMessage(messages.categoriesEmpty));
  const { context, school } = useSession();
  const schoolId = context?.contextType === 'school' ? context.id : null;
  const hasCalendar = Boolean(school?.calendar);
  const categories = useCalendarCategories(hasCalendar ? schoolId : null);
  const feed = useCalendarFeed(hasCalendar ? schoolId : null);

  if (schoolId === null) return <SettingsNotApplicable needs="school" />;
  if (!hasCalendar) return <EmptyState title={intl.formatMessage(messages.calendarOff)} />;
  if (categories.error && !categories.data) {
    return <ErrorState onRetry={() => void categories.mutate()} />;
  }

  const columns: PagedTableColumn<CalendarCategory>[] = [
    { id: 'name', header: intl.formatMessage(messages.name), accessor: 'name', isRowHeader: true },
    {
      id: 'color',
      header: intl.formatMessage(messages.colour),
      render: (category) => (
        <span className="koers-settings__with-icon">
          <span
            className="koers-settings__swatch"
            style={{ backgroundColor: category.color }}
            aria-hidden="true"
          />
          {category.color}
        </span>
      ),
    },
  ];

  return (
    <div className="koers-settings__stack">
      <PagedTable
        {...labels}
        caption={intl.formatMessage(messages.categoriesCaption)}
        columns={columns}
        rows={categories.data ?? []}
        isLoading={!categories.data}
        onPageChange={() => undefined}
      />
      {feed.data ? (
        <TextField
          label={intl.formatMessage(messages.feed)}
          description={intl.formatMessage(messages.feedHelp)}
          value={feed.data.url}
          isReadOnly
        />
      ) : null}
    </div>
  );
}
