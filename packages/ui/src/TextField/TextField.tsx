import {
  Input,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';

/**
 * The wrapper is the root (ref, className, data-*); `id` and `aria-*` reach the input, so labels
 * and descriptions elsewhere on the page point at what the user types into.
 */
export interface TextFieldProps
  extends
    Omit<RacTextFieldProps, 'children' | 'className'>,
    FieldTextProps,
    PassthroughProps<HTMLDivElement> {
  /** Placeholder: an example value only, never a replacement for the label. */
  placeholder?: string;
}

/**
 * A labelled text input (react-aria TextField) with optional description and error message.
 * All react-aria TextField props pass through: value/onChange, type, isRequired, isInvalid,
 * validate, name, autoComplete, …
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RacTextField {...props} className={cx('koers-field', className)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Input className="koers-field__input" placeholder={placeholder} />
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RacTextField>
  );
}
