import { Type, type Static } from '@sinclair/typebox';
import { CALENDAR_EVENT_LIMITS, CALENDAR_RECURRENCES, TEXT_PATTERNS } from './constants.js';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Time = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'HH:MM, Europe/Amsterdam',
});
const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#RRGGBB' });
const Recurrence = Type.Union(
  CALENDAR_RECURRENCES.map((r) => Type.Literal(r)),
  { description: 'How the event repeats from its first day (see CALENDAR_RECURRENCES).' },
);

export const CalendarCategory = Type.Object(
  { id: Type.Integer(), name: Type.String(), color: Type.String() },
  { $id: 'CalendarCategory' },
);
export type CalendarCategory = Static<typeof CalendarCategory>;

export const CreateCalendarCategoryBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  color: Color,
});
export type CreateCalendarCategoryBody = Static<typeof CreateCalendarCategoryBody>;
export const UpdateCalendarCategoryBody = Type.Partial(CreateCalendarCategoryBody);
export type UpdateCalendarCategoryBody = Static<typeof UpdateCalendarCategoryBody>;

/**
 * An event of a school's year calendar. Without start_time it lasts whole days from start_date
 * to end_date (both inclusive); with times it runs from start_date start_time to end_date
 * end_time, local time in Europe/Amsterdam.
 */
export const CalendarEvent = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.Union([Type.Null(), Type.String()]),
    /** Where it takes place ("Aula", "Gymzaal", an address); null when not given. */
    location: Type.Union([Type.Null(), Type.String()]),
    start_date: IsoDate,
    end_date: IsoDate,
    start_time: Type.Union([Type.Null(), Type.String()]),
    end_time: Type.Union([Type.Null(), Type.String()]),
    all_day: Type.Boolean(),
    calendar_category_id: Type.Union([Type.Null(), Type.Integer()]),
    category: Type.Union([Type.Null(), CalendarCategory]),
    /** How it repeats from start_date; null when it happens once. */
    recurrence: Type.Union([Type.Null(), Recurrence]),
    /** The last day a repetition may start on (inclusive); null: for as long as the calendar runs. */
    recurrence_until: Type.Union([Type.Null(), IsoDate]),
  },
  { $id: 'CalendarEvent' },
);
export type CalendarEvent = Static<typeof CalendarEvent>;

export const CreateCalendarEventBody = Type.Object({
  title: Type.String({
    minLength: 1,
    maxLength: CALENDAR_EVENT_LIMITS.title,
    pattern: TEXT_PATTERNS.line,
  }),
  description: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.String({ maxLength: CALENDAR_EVENT_LIMITS.description, pattern: TEXT_PATTERNS.lines }),
    ]),
  ),
  location: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.String({ maxLength: CALENDAR_EVENT_LIMITS.location, pattern: TEXT_PATTERNS.line }),
    ]),
  ),
  start_date: IsoDate,
  end_date: Type.Optional(IsoDate),
  start_time: Type.Optional(Type.Union([Type.Null(), Time])),
  end_time: Type.Optional(Type.Union([Type.Null(), Time])),
  calendar_category_id: Type.Optional(
    Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 2_147_483_647 })]),
  ),
  recurrence: Type.Optional(Type.Union([Type.Null(), Recurrence])),
  recurrence_until: Type.Optional(Type.Union([Type.Null(), IsoDate])),
  all_day: Type.Optional(
    Type.Boolean({
      description:
        'true: whole days (any times are dropped); false: a start_time is required. Left out: whole days exactly when there is no start_time.',
    }),
  ),
});
export type CreateCalendarEventBody = Static<typeof CreateCalendarEventBody>;
export const UpdateCalendarEventBody = Type.Partial(CreateCalendarEventBody);
export type UpdateCalendarEventBody = Static<typeof UpdateCalendarEventBody>;

/**
 * Events overlapping [from, to] (inclusive dates), and repeating events of which a repetition may
 * fall in it (the client places the repetitions); both optional.
 */
export const CalendarEventsQuery = Type.Object({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type CalendarEventsQuery = Static<typeof CalendarEventsQuery>;

export const CalendarFeed = Type.Object(
  {
    url: Type.String({
      description: 'Subscription URL of the .ics feed; contains the secret key.',
    }),
  },
  { $id: 'CalendarFeed' },
);
export type CalendarFeed = Static<typeof CalendarFeed>;

export const CalendarIcsQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });
export type CalendarIcsQuery = Static<typeof CalendarIcsQuery>;
