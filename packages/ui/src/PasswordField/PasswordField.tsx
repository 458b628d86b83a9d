import { useState } from 'react';
import {
  Button,
  Input,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './PasswordField.css';

/** Passthrough as TextField: the wrapper is the root, `id` and `aria-*` reach the input. */
export interface PasswordFieldProps
  extends
    Omit<RacTextFieldProps, 'children' | 'className' | 'type'>,
    FieldTextProps,
    PassthroughProps<HTMLDivElement> {
  /** Accessible name of the toggle while the password is hidden. Default 'Wachtwoord tonen'. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. Default 'Wachtwoord verbergen'. */
  hidePasswordLabel?: string;
}

/**
 * A password input with a show/hide toggle (so users can check what they typed, WCAG 3.3.8
 * friendly). The toggle is a real button after the input; its name tells what it will do and
 * aria-pressed tells whether the password is shown.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  showPasswordLabel = 'Wachtwoord tonen',
  hidePasswordLabel = 'Wachtwoord verbergen',
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <RacTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={cx('koers-field', 'koers-password-field', className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className="koers-password-field__group">
        <Input className="koers-field__input koers-password-field__input" />
        <Button
          className="koers-password-field__toggle"
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
          isDisabled={props.isDisabled}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible ? null : <path d="m4 4 16 16" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </Button>
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RacTextField>
  );
}
