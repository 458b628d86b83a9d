import {
  TextArea,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './TextAreaField.css';

/**
 * Passthrough as TextField: the wrapper is the root (ref, className, data-*); `id` and `aria-*`
 * reach the textarea. `type` and `pattern` are left out: a textarea takes neither.
 */
export interface TextAreaFieldProps
  extends
    Omit<RacTextFieldProps, 'children' | 'className' | 'type' | 'pattern'>,
    FieldTextProps,
    PassthroughProps<HTMLDivElement> {
  /** Placeholder: an example value only, never a replacement for the label. */
  placeholder?: string;
  /** Lines of text shown before the field scrolls; the user can drag it taller. Default 4. */
  rows?: number;
}

/**
 * A labelled multi-line text input (react-aria TextField with a TextArea) with optional
 * description and error message, built like TextField. All react-aria TextField props pass
 * through: value/onChange, isRequired, isInvalid, validate, maxLength, name, …
 */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <RacTextField {...props} className={cx('koers-field', 'koers-textarea-field', className)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <TextArea
        className="koers-field__input koers-textarea-field__input"
        placeholder={placeholder}
        rows={rows}
      />
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RacTextField>
  );
}
