import { defineMessage, defineMessages } from 'react-intl';

// Messages with values use defineMessage<Values> so react-intl 12 types their arguments.
export const messages = {
  ...defineMessages({
    title: { id: 'calendar.title', defaultMessage: 'Yearly calendar' },
    loading: { id: 'calendar.loading', defaultMessage: 'Loading the calendar…' },
    error: { id: 'calendar.error', defaultMessage: 'The calendar could not be loaded.' },
    retry: { id: 'calendar.retry', defaultMessage: 'Try again' },
    noCalendar: {
      id: 'calendar.noCalendar',
      defaultMessage: 'This school does not keep a yearly calendar.',
    },
    noCalendarBoard: {
      id: 'calendar.noCalendarBoard',
      defaultMessage: 'A board has no yearly calendar: each of its schools keeps its own.',
    },
    noPeriod: {
      id: 'calendar.noPeriod',
      defaultMessage: 'No school year has been set up yet, so there is no calendar to show.',
    },
    noEvents: {
      id: 'calendar.noEvents',
      defaultMessage: 'There are no events in this school year.',
    },
    noEventsShown: {
      id: 'calendar.noEventsShown',
      defaultMessage: 'No events match the chosen categories.',
    },
    filterLegend: { id: 'calendar.filterLegend', defaultMessage: 'Show categories' },
    withoutCategory: { id: 'calendar.withoutCategory', defaultMessage: 'Without category' },
    viewLabel: { id: 'calendar.viewLabel', defaultMessage: 'View' },
    viewGrid: { id: 'calendar.viewGrid', defaultMessage: 'Months' },
    viewList: { id: 'calendar.viewList', defaultMessage: 'List' },
    monthNavigation: { id: 'calendar.monthNavigation', defaultMessage: 'Month' },
    previousMonth: { id: 'calendar.previousMonth', defaultMessage: 'Previous month' },
    nextMonth: { id: 'calendar.nextMonth', defaultMessage: 'Next month' },
    currentMonth: { id: 'calendar.currentMonth', defaultMessage: 'Today' },
    weekColumn: { id: 'calendar.weekColumn', defaultMessage: 'Week' },
    weekShort: { id: 'calendar.weekShort', defaultMessage: 'Wk' },
    today: { id: 'calendar.today', defaultMessage: 'today' },
    allDay: { id: 'calendar.allDay', defaultMessage: 'all day' },
    detailWhen: { id: 'calendar.detailWhen', defaultMessage: 'When' },
    detailLocation: { id: 'calendar.detailLocation', defaultMessage: 'Location' },
    detailCategory: { id: 'calendar.detailCategory', defaultMessage: 'Category' },
    detailDescription: { id: 'calendar.detailDescription', defaultMessage: 'Description' },
    closeDetail: { id: 'calendar.closeDetail', defaultMessage: 'Close' },
    monthEmpty: { id: 'calendar.monthEmpty', defaultMessage: 'No events this month.' },
    subscribe: { id: 'calendar.subscribe', defaultMessage: 'Subscribe in your calendar app' },
    subscribeHelp: {
      id: 'calendar.subscribeHelp',
      defaultMessage:
        'Or copy this address into Outlook, Google Calendar or Apple Calendar (add calendar from URL). Keep it to yourself: anyone with the address can read the calendar.',
    },
    feedAddress: { id: 'calendar.feedAddress', defaultMessage: 'Calendar address (.ics)' },
  }),
  periodRange: defineMessage<{ name: string; start: string; end: string }>({
    id: 'calendar.periodRange',
    defaultMessage: '{name}: {start} to {end}',
  }),
  weekNumber: defineMessage<{ week: number }>({
    id: 'calendar.weekNumber',
    defaultMessage: 'Week {week}',
  }),
};
