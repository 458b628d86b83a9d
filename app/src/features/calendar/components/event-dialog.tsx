import type { CalendarCategory, CalendarEvent, CreateCalendarEventBody } from '@koers/contract';
import {
  CALENDAR_EVENT_LIMITS,
  CALENDAR_RECURRENCES,
  type CalendarRecurrence,
} from '@koers/contract/constants';
import { parseDate, parseTime } from '@internationalized/date';
import {
  Button,
  Checkbox,
  DateField,
  DateRangeField,
  Modal,
  Select,
  TextAreaField,
  TextField,
  TimeField,
  useToast,
} from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import {
  createCalendarEvent,
  updateCalendarEvent,
  useRefreshCalendarEvents,
} from '../api/calendar-event-writes';
import { editMessages as messages } from '../edit-messages';
import { isAllDay } from '../utils/event-text';
import { inLastWeekOfMonth, recurrenceRuleText } from '../utils/recurrence-text';

const FIELD_IDS = {
  title: 'event-title',
  start_date: 'event-start-date',
  end_date: 'event-end-date',
  start_time: 'event-start-time',
  end_time: 'event-end-time',
  calendar_category_id: 'event-category',
  location: 'event-location',
  description: 'event-description',
  recurrence: 'event-recurrence',
  recurrence_until: 'event-recurrence-until',
};
const NO_CATEGORY = 'none';
const NO_RECURRENCE = 'none';

export interface EventDialogProps {
  schoolId: number;
  /** The event to change; without one the dialog adds an event on `day`. */
  event?: CalendarEvent;
  /** The day a new event starts (and ends) on, `YYYY-MM-DD`. */
  day?: string;
  categories: readonly CalendarCategory[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Offered when changing an event: closes this dialog and asks to remove it. */
  onRemove?: () => void;
}

/** `HH:MM:SS` from a time field (empty when not filled in) as the API's `HH:MM`, or null. */
function apiTime(value: FormDataEntryValue | null): string | null {
  const text = String(value ?? '');
  return text ? text.slice(0, 5) : null;
}

/**
 * Adds an event to the school's calendar (`POST …/calendar-events`) or changes one
 * (`PATCH /api/calendar-events/{id}`): title, first and last day, all day or from a start time
 * (to an end time), category, location and description. The server's refusals show on their
 * fields; the month, the list and the .ics feed show the change at once.
 */
export function EventDialog({
  schoolId,
  event,
  day,
  categories,
  isOpen,
  onOpenChange,
  onRemove,
}: EventDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshCalendarEvents(schoolId);
  const [allDay, setAllDay] = useState(event ? isAllDay(event) : true);
  const start = event?.start_date ?? day ?? '';
  const end = event?.end_date ?? day ?? '';
  // The repetition choices read the first day as it is now ("every first Monday").
  const [firstDay, setFirstDay] = useState(start);
  const [recurrence, setRecurrence] = useState<CalendarRecurrence | typeof NO_RECURRENCE>(
    event?.recurrence ?? NO_RECURRENCE,
  );
  const recurrenceOptions = [
    { id: NO_RECURRENCE, label: intl.formatMessage(messages.noRecurrence) },
    ...(firstDay
      ? CALENDAR_RECURRENCES.filter(
          // "The last Friday" only for a first day in a month's last week (or already chosen).
          (r) => r !== 'monthly_last_weekday' || inLastWeekOfMonth(firstDay) || recurrence === r,
        ).map((r) => ({ id: r, label: recurrenceRuleText(intl, r, firstDay) }))
      : []),
  ];

  async function submit(data: FormData) {
    const category = String(data.get('calendar_category_id') ?? '');
    const body: CreateCalendarEventBody = {
      title: String(data.get('title') ?? '').trim(),
      start_date: String(data.get('start_date') ?? ''),
      end_date: String(data.get('end_date') ?? '') || undefined,
      all_day: allDay,
      start_time: allDay ? null : apiTime(data.get('start_time')),
      end_time: allDay ? null : apiTime(data.get('end_time')),
      calendar_category_id: category && category !== NO_CATEGORY ? Number(category) : null,
      location: String(data.get('location') ?? '').trim() || null,
      description: String(data.get('description') ?? '').trim() || null,
      recurrence: recurrence === NO_RECURRENCE ? null : recurrence,
      recurrence_until:
        recurrence === NO_RECURRENCE ? null : String(data.get('recurrence_until') ?? '') || null,
    };
    const saved = event
      ? await updateCalendarEvent(event.id, body)
      : await createCalendarEvent(schoolId, body);
    await refresh();
    toast.add({
      title: intl.formatMessage(event ? messages.saved : messages.added, { title: saved.title }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(event ? messages.editTitle : messages.addTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.title}
        >
          <TextField
            label={intl.formatMessage(messages.fieldTitle)}
            id={FIELD_IDS.title}
            name="title"
            defaultValue={event?.title}
            maxLength={CALENDAR_EVENT_LIMITS.title}
            isRequired
            // Opened to describe the event: start in its title (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <DateRangeField
            label={intl.formatMessage(messages.fieldDates)}
            description={intl.formatMessage(messages.fieldDatesHint)}
            startName="start_date"
            endName="end_date"
            startId={FIELD_IDS.start_date}
            endId={FIELD_IDS.end_date}
            defaultValue={start && end ? { start: parseDate(start), end: parseDate(end) } : null}
            onChange={(range) => setFirstDay(range?.start.toString() ?? '')}
            isRequired
          />
          <Checkbox isSelected={allDay} onChange={setAllDay}>
            {intl.formatMessage(messages.fieldAllDay)}
          </Checkbox>
          {allDay ? null : (
            <div className="koers-calendar__times">
              <TimeField
                label={intl.formatMessage(messages.fieldStartTime)}
                id={FIELD_IDS.start_time}
                name="start_time"
                defaultValue={event?.start_time ? parseTime(event.start_time) : null}
                isRequired
              />
              <TimeField
                label={intl.formatMessage(messages.fieldEndTime)}
                description={intl.formatMessage(messages.fieldEndTimeHint)}
                id={FIELD_IDS.end_time}
                name="end_time"
                defaultValue={event?.end_time ? parseTime(event.end_time) : null}
              />
            </div>
          )}
          <Select
            label={intl.formatMessage(messages.fieldCategory)}
            id={FIELD_IDS.calendar_category_id}
            name="calendar_category_id"
            options={[
              { id: NO_CATEGORY, label: intl.formatMessage(messages.noCategory) },
              ...categories.map((c) => ({ id: String(c.id), label: c.name })),
            ]}
            defaultSelectedKey={
              event?.calendar_category_id ? String(event.calendar_category_id) : NO_CATEGORY
            }
          />
          <Select
            label={intl.formatMessage(messages.fieldRecurrence)}
            description={event?.recurrence ? intl.formatMessage(messages.seriesHint) : undefined}
            id={FIELD_IDS.recurrence}
            name="recurrence"
            options={recurrenceOptions}
            selectedKey={recurrence}
            onSelectionChange={(key) =>
              setRecurrence((key as CalendarRecurrence | null) ?? NO_RECURRENCE)
            }
          />
          {recurrence === NO_RECURRENCE ? null : (
            <DateField
              label={intl.formatMessage(messages.fieldRecurrenceUntil)}
              description={intl.formatMessage(messages.fieldRecurrenceUntilHint)}
              id={FIELD_IDS.recurrence_until}
              name="recurrence_until"
              defaultValue={event?.recurrence_until ? parseDate(event.recurrence_until) : null}
            />
          )}
          <TextField
            label={intl.formatMessage(messages.fieldLocation)}
            description={intl.formatMessage(messages.fieldLocationHint)}
            id={FIELD_IDS.location}
            name="location"
            defaultValue={event?.location ?? undefined}
            maxLength={CALENDAR_EVENT_LIMITS.location}
          />
          <TextAreaField
            label={intl.formatMessage(messages.fieldDescription)}
            id={FIELD_IDS.description}
            name="description"
            defaultValue={event?.description ?? undefined}
            maxLength={CALENDAR_EVENT_LIMITS.description}
          />
          <div className="koers-app-form__actions">
            {event && onRemove ? (
              <Button variant="danger" className="koers-calendar__remove" onPress={onRemove}>
                {intl.formatMessage(messages.remove)}
              </Button>
            ) : null}
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton
              pendingLabel={intl.formatMessage(event ? messages.savePending : messages.addPending)}
            >
              {intl.formatMessage(event ? messages.save : messages.add)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
