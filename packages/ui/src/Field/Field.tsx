import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import './Field.css';

/** An error message: a text, or a function of react-aria's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** The props every Koers form field shares. */
export interface FieldTextProps {
  /** Visible label of the field (required: every field has a visible label). */
  label: ReactNode;
  /** Help text under the label, linked to the input with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text, shown (and linked to the input) while the field is invalid: set `isInvalid`
   * for server errors, or let native/`validate` validation fill it in.
   */
  errorMessage?: FieldErrorMessage;
}

/** Label, description and error of a react-aria field, in the Koers layout. Internal. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className="koers-field__label">{children}</Label>;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className="koers-field__description">
      {children}
    </Text>
  ) : null;
}

export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return <FieldError className="koers-field__error">{children}</FieldError>;
}
