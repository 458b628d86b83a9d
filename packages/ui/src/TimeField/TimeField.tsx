import {
  DateInput,
  DateSegment,
  TimeField as RacTimeField,
  type TimeFieldProps as RacTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './TimeField.css';

/**
 * The wrapper is the root (ref, className, data-*, aria-*). `id` goes on the field's focus
 * target, which hands the focus on to the first segment (an error summary links to it).
 */
export interface TimeFieldProps<T extends TimeValue = TimeValue>
  extends
    Omit<RacTimeFieldProps<T>, 'children' | 'className' | 'style' | 'id'>,
    FieldTextProps,
    Omit<PassthroughProps<HTMLDivElement>, 'id'> {
  /** DOM id an error summary links to: focusing it puts the focus in the hour. */
  id?: string;
}

/**
 * A labelled time of day (react-aria TimeField), typed segment by segment (hours, minutes; the
 * arrow keys step a segment), in the 24-hour clock unless `hourCycle` says otherwise. Values are
 * `@internationalized/date` `Time`s; with `name` a form submits `HH:MM:SS`. A server error on
 * that name shows under the field (react-aria's Form `validationErrors`).
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  id,
  className,
  hourCycle = 24,
  granularity = 'minute',
  ...props
}: TimeFieldProps<T>) {
  return (
    <RacTimeField
      {...props}
      hourCycle={hourCycle}
      granularity={granularity}
      className={cx('koers-field koers-time-field', className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <span
        id={id}
        tabIndex={id ? -1 : undefined}
        className="koers-time-field__target"
        onFocus={(event) => {
          if (event.target !== event.currentTarget) return;
          event.currentTarget.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
        }}
      >
        <DateInput className="koers-field__input koers-time-field__input">
          {(segment) => <DateSegment segment={segment} className="koers-time-field__segment" />}
        </DateInput>
      </span>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RacTimeField>
  );
}
