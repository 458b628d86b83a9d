import {
  DateInput,
  DateSegment,
  DateField as RacDateField,
  type DateFieldProps as RacDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
// One look for every segmented field: the time field's styles.
import '../TimeField/TimeField.css';

/**
 * The wrapper is the root (ref, className, data-*, aria-*). `id` goes on the field's focus
 * target, which hands the focus on to the first segment (an error summary links to it).
 */
export interface DateFieldProps<T extends DateValue = DateValue>
  extends
    Omit<RacDateFieldProps<T>, 'children' | 'className' | 'style' | 'id'>,
    FieldTextProps,
    Omit<PassthroughProps<HTMLDivElement>, 'id'> {
  /** DOM id an error summary links to: focusing it puts the focus in the first segment. */
  id?: string;
}

/**
 * A labelled single date (react-aria DateField), typed segment by segment in the locale's order
 * (the arrow keys step a segment). Values are `@internationalized/date` dates; with `name` a form
 * submits `YYYY-MM-DD`. A server error on that name shows under the field (react-aria's Form
 * `validationErrors`). For a range of two dates use DateRangeField.
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  id,
  className,
  ...props
}: DateFieldProps<T>) {
  return (
    <RacDateField {...props} className={cx('koers-field koers-date-field', className)}>
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
    </RacDateField>
  );
}
