import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RacSelect,
  SelectValue,
  type SelectProps as RacSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import { cx } from '../utils/visuallyHidden';
import './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  /** Key reported by onSelectionChange. */
  id: Key;
  /** Visible text of the choice. */
  label: string;
  /** The choice is shown but cannot be picked. */
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<RacSelectProps<SelectOption>, 'children' | 'className' | 'items'>, FieldTextProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Text on the button while nothing is chosen. Default 'Maak een keuze'. */
  placeholder?: string;
  /** Extra class name on the field wrapper. */
  className?: string;
}

/**
 * A single-choice dropdown (react-aria Select): a button that opens a listbox. Keyboard:
 * Enter/Space/arrows open it, arrows move, typing jumps to a match, Enter picks, Escape closes.
 * Control it with selectedKey/onSelectionChange (Key) or leave it uncontrolled with
 * defaultSelectedKey; `name` makes it part of a native form.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Maak een keuze',
  className,
  ...props
}: SelectProps) {
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <RacSelect
      {...props}
      placeholder={placeholder}
      disabledKeys={props.disabledKeys ?? disabledKeys}
      className={cx('koers-field', 'koers-select', className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Button className="koers-field__input koers-select__button">
        <SelectValue className="koers-select__value" />
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className="koers-select__chevron"
        >
          <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className="koers-select__popover" placement="bottom start">
        <ListBox className="koers-select__listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="koers-select__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RacSelect>
  );
}
