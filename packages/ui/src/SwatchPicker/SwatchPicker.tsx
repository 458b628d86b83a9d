import { useEffect, useRef, type ReactNode } from 'react';
import {
  Radio,
  RadioGroup,
  type RadioGroupProps as RacRadioGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import { mergeRefs, type PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import { Swatch, type SwatchPattern } from './Swatch';
import './SwatchPicker.css';

/** One colour to choose. */
export interface SwatchOption {
  /** The value submitted (and given to `onChange`), e.g. `#2E7D32`. */
  value: string;
  /** Its visible name ("Groen"): the colour is never named by the colour alone. */
  label: ReactNode;
  /** The colour in light mode. */
  color: string;
  /** The colour in dark mode; default `color`. */
  darkColor?: string;
  /** Its pattern, so it differs from the others without its colour. Default 'solid'. */
  pattern?: SwatchPattern;
}

/**
 * The group is the root (ref, className, data-*, aria-*). `id` goes on the group too, and the
 * group passes the focus on to the chosen (or first) colour: an error summary's link to the
 * field lands on a radio button.
 */
export interface SwatchPickerProps
  extends
    Omit<RacRadioGroupProps, 'children' | 'className' | 'orientation'>,
    FieldTextProps,
    PassthroughProps<HTMLDivElement> {
  /** The colours, in their order. */
  options: readonly SwatchOption[];
}

/**
 * Choose one colour from a palette (react-aria RadioGroup): each option a radio button showing
 * the swatch with its pattern and its name. Arrow keys move between the colours and choose,
 * Tab leaves the group; a form submits the chosen `value` under `name`.
 */
export function SwatchPicker({
  label,
  description,
  errorMessage,
  options,
  className,
  ref,
  ...props
}: SwatchPickerProps) {
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = own.current;
    if (!group) return undefined;
    group.tabIndex = -1;
    const passOn = (event: FocusEvent) => {
      if (event.target !== group) return;
      const radio =
        group.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
        group.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)');
      radio?.focus();
    };
    group.addEventListener('focus', passOn);
    return () => group.removeEventListener('focus', passOn);
  }, []);
  return (
    <RadioGroup
      {...props}
      ref={mergeRefs(own, ref)}
      orientation="horizontal"
      className={cx('koers-field', 'koers-swatch-picker', className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className="koers-swatch-picker__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="koers-swatch-picker__option">
            <Swatch color={option.color} darkColor={option.darkColor} pattern={option.pattern} />
            <span className="koers-swatch-picker__label">{option.label}</span>
            <svg
              className="koers-swatch-picker__check"
              viewBox="0 0 18 18"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="m3.5 9.5 3.5 3.5 7.5-8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
            </svg>
          </Radio>
        ))}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroup>
  );
}
