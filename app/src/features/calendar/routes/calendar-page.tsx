import type { CalendarEvent } from '@koers/contract';
import { Button, EmptyState, Spinner } from '@koers/ui';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageEditMode } from '@/lib/page-edit-store';
import { useSession } from '@/lib/session/use-session';
import { usePeriod } from '@/lib/session/period';
import { useCalendarCategories } from '@/lib/api/calendar-categories';
import { useCalendarEvents } from '../api/get-calendar-events';
import { CalendarMonthView } from '../components/calendar-month';
import { CategoryFilter, type CategoryKey } from '../components/category-filter';
import { EventDetail } from '../components/event-detail';
import { MonthNav } from '../components/month-nav';
import { SubscribeLink } from '../components/subscribe-link';
import { editMessages } from '../edit-messages';
import { messages } from '../messages';
import {
  initialMonth,
  localToday,
  monthOf,
  monthsBetween,
  sameMonth,
  type CalendarMonth,
} from '../utils/calendar-grid';
import { filterEvents } from '../utils/filter-events';
import { expandEvents } from '../utils/recurrence';
import '../calendar.css';

type View = 'grid' | 'list';

// Edit mode's dialogs (and their date and time fields) load when one is first opened.
const EventDialog = lazy(() =>
  import('../components/event-dialog').then((m) => ({ default: m.EventDialog })),
);
const DeleteEventDialog = lazy(() =>
  import('../components/delete-event-dialog').then((m) => ({ default: m.DeleteEventDialog })),
);

type Editing =
  | { kind: 'add'; day: string }
  | { kind: 'edit'; event: CalendarEvent }
  | { kind: 'remove'; event: CalendarEvent };

/** A phone gets the list first: seven columns of events do not fit 375 px. */
function initialView(): View {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 40rem)').matches
    ? 'list'
    : 'grid';
}

/**
 * Jaarkalender: the selected school year (period) one month at a time, opening at today's
 * month, with the school's events (each opens its detail), a category filter and the .ics
 * subscription. In edit mode (the school's managers) each day adds an event on it and each event
 * opens its form, with its removal.
 */
export default function CalendarPage() {
  const intl = useIntl();
  const { context, school, isManager } = useSession();
  const { period, isLoading: periodsLoading } = usePeriod();
  const [view, setView] = useState<View>(initialView);
  const [hidden, setHidden] = useState<ReadonlySet<CategoryKey>>(() => new Set());
  // The month chosen by the user, for the school year it was chosen in: another year (the
  // period dropdown) opens at its own initial month again.
  const [chosen, setChosen] = useState<{ periodId: number; month: CalendarMonth } | null>(null);
  const [detail, setDetail] = useState<{ event: CalendarEvent; isOpen: boolean } | null>(null);
  const headingId = useId();

  const schoolId = context?.contextType === 'school' ? context.id : null;
  const hasCalendar = Boolean(school?.calendar);
  const from = period?.start_at;
  const to = period?.end_at;
  const range = useMemo(() => (from && to ? { from, to } : null), [from, to]);
  const events = useCalendarEvents(hasCalendar ? schoolId : null, range);
  const categories = useCalendarCategories(hasCalendar ? schoolId : null);
  // Managers of the school edit its events in place (the header's edit/read toggle).
  const isEditing = usePageEditMode(
    hasCalendar && schoolId !== null ? `calendar:school:${schoolId}` : null,
    isManager,
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a removal the event's bar is gone: once its dialog has closed (and given the focus back
  // to nothing), the focus goes to adding the next one.
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!removed || editing) return;
    const frame = requestAnimationFrame(() => {
      addButton.current?.focus();
      setRemoved(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [removed, editing]);

  const today = localToday();
  // Repeating events on each day they recur in the school year.
  const visible = useMemo(
    () => filterEvents(range ? expandEvents(events.data ?? [], range) : [], hidden),
    [events.data, range, hidden],
  );
  const months = range ? monthsBetween(range.from, range.to) : [];
  const showsToday = range !== null && today >= range.from && today <= range.to;
  const month =
    period && range
      ? chosen?.periodId === period.id
        ? chosen.month
        : initialMonth(range, today)
      : null;
  const monthIndex = month ? months.findIndex((m) => sameMonth(m, month)) : -1;

  const title = <h1 className="koers-calendar__title">{intl.formatMessage(messages.title)}</h1>;

  if (schoolId === null || !hasCalendar) {
    return (
      <div className="koers-calendar">
        {title}
        <EmptyState
          title={intl.formatMessage(
            schoolId === null ? messages.noCalendarBoard : messages.noCalendar,
          )}
        />
      </div>
    );
  }
  if (!period || !range) {
    return (
      <div className="koers-calendar">
        {title}
        {periodsLoading ? (
          <Spinner label={intl.formatMessage(messages.loading)} showLabel />
        ) : (
          <EmptyState title={intl.formatMessage(messages.noPeriod)} />
        )}
      </div>
    );
  }

  const formatDay = (day: string) =>
    intl.formatDate(`${day}T00:00:00Z`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });

  // The day "Add event" starts on: today when it is in the month shown, else the month's first
  // day of the school year.
  const addDay = (() => {
    if (!month) return range.from;
    const first = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
    if (showsToday && sameMonth(monthOf(today), month)) return today;
    return first < range.from ? range.from : first;
  })();

  let body;
  if (events.error && !events.data) {
    body = (
      <div role="alert">
        <EmptyState
          title={intl.formatMessage(messages.error)}
          action={
            <Button onPress={() => void events.mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      </div>
    );
  } else if (!events.data) {
    body = <Spinner label={intl.formatMessage(messages.loading)} showLabel />;
  } else {
    const allEvents = events.data;
    body = (
      <>
        {isEditing ? (
          <div className="koers-calendar__edit-bar">
            <p className="koers-calendar__muted">{intl.formatMessage(editMessages.editHint)}</p>
            <Button
              ref={addButton}
              variant="primary"
              aria-haspopup="dialog"
              onPress={() => setEditing({ kind: 'add', day: addDay })}
            >
              {intl.formatMessage(editMessages.add)}
            </Button>
          </div>
        ) : null}
        <div className="koers-calendar__toolbar">
          <CategoryFilter
            categories={categories.data ?? []}
            withUncategorised={allEvents.some((e) => e.calendar_category_id === null)}
            hidden={hidden}
            onToggle={(key, shown) =>
              setHidden((current) => {
                const next = new Set(current);
                if (shown) next.delete(key);
                else next.add(key);
                return next;
              })
            }
          />
          <div
            className="koers-calendar__views"
            role="group"
            aria-label={intl.formatMessage(messages.viewLabel)}
          >
            {(['grid', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="koers-calendar__button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {intl.formatMessage(option === 'grid' ? messages.viewGrid : messages.viewList)}
              </button>
            ))}
          </div>
        </div>
        {allEvents.length === 0 ? (
          <p className="koers-calendar__state" role="status">
            {intl.formatMessage(messages.noEvents)}
          </p>
        ) : visible.length === 0 ? (
          <p className="koers-calendar__state" role="status">
            {intl.formatMessage(messages.noEventsShown)}
          </p>
        ) : null}
        {month ? (
          <div className="koers-calendar__months" data-view={view}>
            <MonthNav
              month={month}
              headingId={headingId}
              previous={months[monthIndex - 1] ?? null}
              next={months[monthIndex + 1] ?? null}
              current={showsToday ? monthOf(today) : null}
              onChange={(next) => setChosen({ periodId: period.id, month: next })}
            />
            <CalendarMonthView
              month={month}
              labelledBy={headingId}
              events={visible}
              today={today}
              range={range}
              view={view}
              onOpenEvent={(event) =>
                isEditing
                  ? // A repetition opens the event it repeats: changes are for all of them.
                    setEditing({
                      kind: 'edit',
                      event: allEvents.find((e) => e.id === event.id) ?? event,
                    })
                  : setDetail({ event, isOpen: true })
              }
              onAddOnDay={isEditing ? (day) => setEditing({ kind: 'add', day }) : undefined}
            />
          </div>
        ) : null}
        <EventDetail
          event={detail?.event ?? null}
          isOpen={detail?.isOpen ?? false}
          onOpenChange={(isOpen) =>
            setDetail((current) => (current ? { ...current, isOpen } : null))
          }
        />
        {isEditing && editing ? (
          <Suspense fallback={null}>
            {editing.kind === 'remove' ? (
              <DeleteEventDialog
                schoolId={schoolId}
                event={editing.event}
                isOpen
                onOpenChange={(isOpen) => !isOpen && setEditing(null)}
                onRemoved={() => setRemoved(true)}
              />
            ) : (
              <EventDialog
                // A new form for each event or day: its fields start from what it shows.
                key={editing.kind === 'edit' ? `event-${editing.event.id}` : `day-${editing.day}`}
                schoolId={schoolId}
                event={editing.kind === 'edit' ? editing.event : undefined}
                day={editing.kind === 'add' ? editing.day : undefined}
                categories={categories.data ?? []}
                isOpen
                onOpenChange={(isOpen) => !isOpen && setEditing(null)}
                onRemove={
                  editing.kind === 'edit'
                    ? () => setEditing({ kind: 'remove', event: editing.event })
                    : undefined
                }
              />
            )}
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <div className="koers-calendar">
      <header className="koers-calendar__header">
        {title}
        <p className="koers-calendar__muted">
          {intl.formatMessage(messages.periodRange, {
            name: period.name,
            start: formatDay(range.from),
            end: formatDay(range.to),
          })}
        </p>
        <SubscribeLink schoolId={schoolId} />
      </header>
      {body}
    </div>
  );
}
