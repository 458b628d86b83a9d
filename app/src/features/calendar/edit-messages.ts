import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the year calendar in edit mode: adding, changing and removing events. */
export const editMessages = {
  ...defineMessages({
    add: { id: 'calendar.edit.add', defaultMessage: 'Add event' },
    addTitle: { id: 'calendar.edit.addTitle', defaultMessage: 'Add an event' },
    addPending: { id: 'calendar.edit.addPending', defaultMessage: 'Adding…' },
    editTitle: { id: 'calendar.edit.editTitle', defaultMessage: 'Edit event' },
    save: { id: 'calendar.edit.save', defaultMessage: 'Save' },
    savePending: { id: 'calendar.edit.savePending', defaultMessage: 'Saving…' },
    cancel: { id: 'calendar.edit.cancel', defaultMessage: 'Cancel' },
    closeDialog: { id: 'calendar.edit.closeDialog', defaultMessage: 'Close dialog' },
    editHint: {
      id: 'calendar.edit.hint',
      defaultMessage:
        'Choose a day to add an event on it, or choose an event to change or remove it.',
    },
    fieldTitle: { id: 'calendar.edit.fieldTitle', defaultMessage: 'Title' },
    fieldDates: { id: 'calendar.edit.fieldDates', defaultMessage: 'Dates' },
    fieldDatesHint: {
      id: 'calendar.edit.fieldDatesHint',
      defaultMessage: 'From the first to the last day; the same day twice for one day.',
    },
    fieldAllDay: { id: 'calendar.edit.fieldAllDay', defaultMessage: 'All day' },
    fieldStartTime: { id: 'calendar.edit.fieldStartTime', defaultMessage: 'Start time' },
    fieldEndTime: { id: 'calendar.edit.fieldEndTime', defaultMessage: 'End time' },
    fieldEndTimeHint: {
      id: 'calendar.edit.fieldEndTimeHint',
      defaultMessage: 'Optional. On the last day.',
    },
    fieldCategory: { id: 'calendar.edit.fieldCategory', defaultMessage: 'Category' },
    noCategory: { id: 'calendar.edit.noCategory', defaultMessage: 'No category' },
    fieldLocation: { id: 'calendar.edit.fieldLocation', defaultMessage: 'Location' },
    fieldLocationHint: {
      id: 'calendar.edit.fieldLocationHint',
      defaultMessage: 'Optional. A room, such as the hall, or an address.',
    },
    fieldDescription: { id: 'calendar.edit.fieldDescription', defaultMessage: 'Description' },
    fieldRecurrence: { id: 'calendar.edit.fieldRecurrence', defaultMessage: 'Repeat' },
    noRecurrence: { id: 'calendar.edit.noRecurrence', defaultMessage: 'Does not repeat' },
    fieldRecurrenceUntil: {
      id: 'calendar.edit.fieldRecurrenceUntil',
      defaultMessage: 'Repeat until',
    },
    fieldRecurrenceUntilHint: {
      id: 'calendar.edit.fieldRecurrenceUntilHint',
      defaultMessage: 'Optional. Without it, the event repeats for as long as the calendar runs.',
    },
    seriesHint: {
      id: 'calendar.edit.seriesHint',
      defaultMessage: 'This event repeats: changes apply to every repetition.',
    },
    removeSeries: {
      id: 'calendar.edit.removeSeries',
      defaultMessage: 'All its repetitions disappear with it.',
    },
    remove: { id: 'calendar.edit.remove', defaultMessage: 'Remove event' },
    removeTitle: { id: 'calendar.edit.removeTitle', defaultMessage: 'Remove event' },
    removeSubmit: { id: 'calendar.edit.removeSubmit', defaultMessage: 'Remove' },
    removePending: { id: 'calendar.edit.removePending', defaultMessage: 'Removing…' },
    removeConsequence: {
      id: 'calendar.edit.removeConsequence',
      defaultMessage:
        'It disappears from the calendar and from the calendar apps subscribed to it.',
    },
  }),
  addOnDay: defineMessage<{ date: string }>({
    id: 'calendar.edit.addOnDay',
    defaultMessage: 'Add an event on {date}',
  }),
  added: defineMessage<{ title: string }>({
    id: 'calendar.edit.added',
    defaultMessage: 'Event “{title}” added',
  }),
  saved: defineMessage<{ title: string }>({
    id: 'calendar.edit.saved',
    defaultMessage: 'Event “{title}” saved',
  }),
  removed: defineMessage<{ title: string }>({
    id: 'calendar.edit.removed',
    defaultMessage: 'Event “{title}” removed',
  }),
  removeQuestion: defineMessage<{ title: string; when: string }>({
    id: 'calendar.edit.removeQuestion',
    defaultMessage: 'Remove “{title}” ({when})?',
  }),
};
