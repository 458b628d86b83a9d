import type { ReactNode } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  type DateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './DateRangeField.css';

const SEGMENT = 'koers-date-range-field__segment';

/**
 * The wrapper is the root (ref, className, data-*, aria-*). `id` is not used: give `startId` and
 * `endId` instead, one per date, so an error summary can link to the date that is wrong.
 */
export interface DateRangeFieldProps<T extends DateValue = DateValue>
  extends
    Omit<DateRangePickerProps<T>, 'children' | 'className' | 'style' | 'id'>,
    FieldTextProps,
    Omit<PassthroughProps<HTMLDivElement>, 'id'> {
  /**
   * DOM id that an error summary links to for the start date: focusing it puts the focus in the
   * date's first segment (the day in Dutch, the month in US English).
   */
  startId?: string;
  /** The same for the end date. */
  endId?: string;
}

/**
 * Where an error summary's link sends the focus: a wrapper with the given id that hands the focus
 * on to the date's first segment. (An id on the segment itself would replace the one react-aria
 * labels it by, and the segment would lose its name, e.g. "dag, Startdatum".)
 */
function FocusTarget({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span
      id={id}
      tabIndex={id ? -1 : undefined}
      className="koers-date-range-field__date"
      onFocus={(event) => {
        if (event.target !== event.currentTarget) return;
        event.currentTarget.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      }}
    >
      {children}
    </span>
  );
}

const chevron = (direction: 'previous' | 'next'): ReactNode => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      d={direction === 'previous' ? 'm12 5-5 5 5 5' : 'm8 5 5 5-5 5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

/**
 * A labelled range of two dates (react-aria DateRangePicker): the start and the end are typed
 * segment by segment in the locale's order (arrow keys step a segment), or picked in a range
 * calendar from the button beside them. Dates are `@internationalized/date` values; with
 * `startName` and `endName` the form submits them as `YYYY-MM-DD`. A server error on either name
 * shows under the field (react-aria's Form `validationErrors`).
 *
 * The texts a screen reader needs beside the label (start date, end date, the calendar button,
 * previous and next month) come from react-aria in the locale of the nearest `I18nProvider`.
 */
export function DateRangeField<T extends DateValue>({
  label,
  description,
  errorMessage,
  startId,
  endId,
  className,
  ...props
}: DateRangeFieldProps<T>) {
  return (
    <DateRangePicker {...props} className={cx('koers-field koers-date-range-field', className)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Group className="koers-field__input koers-date-range-field__group">
        <FocusTarget id={startId}>
          <DateInput slot="start" className="koers-date-range-field__input">
            {(segment) => <DateSegment segment={segment} className={SEGMENT} />}
          </DateInput>
        </FocusTarget>
        <span aria-hidden="true" className="koers-date-range-field__dash">
          –
        </span>
        <FocusTarget id={endId}>
          <DateInput slot="end" className="koers-date-range-field__input">
            {(segment) => <DateSegment segment={segment} className={SEGMENT} />}
          </DateInput>
        </FocusTarget>
        <Button className="koers-date-range-field__button">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <rect
              x="3"
              y="4.5"
              width="14"
              height="12"
              rx="1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            />
            <path
              d="M3 8.5h14M7 2.5v4M13 2.5v4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            />
          </svg>
        </Button>
      </Group>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className="koers-date-range-field__popover" placement="bottom end">
        <Dialog className="koers-date-range-field__dialog">
          <RangeCalendar className="koers-date-range-field__calendar">
            <header className="koers-date-range-field__header">
              <Button slot="previous" className="koers-date-range-field__nav">
                {chevron('previous')}
              </Button>
              <Heading className="koers-date-range-field__month" />
              <Button slot="next" className="koers-date-range-field__nav">
                {chevron('next')}
              </Button>
            </header>
            <CalendarGrid className="koers-date-range-field__grid">
              {(date) => <CalendarCell date={date} className="koers-date-range-field__cell" />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
