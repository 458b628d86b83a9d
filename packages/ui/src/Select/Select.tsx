import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Key, SelectProps as RacSelectProps, ValidationResult } from 'react-aria-components';
import type { FieldTextProps } from '../Field/Field';
import { lazyModule, listTriggerHandlers, useLazyShell } from '../LazyShell/lazyShell';
import type * as SelectImplModule from './SelectImpl';
import { mergeRefs, type PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import type { SelectOpenHandoff } from './SelectImpl';
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

/**
 * `ref`, `className` (added to the field's own) and `data-*` reach the field wrapper; `id` and
 * `aria-*` reach the button, as react-aria's Select puts them.
 */
export interface SelectProps
  extends
    Omit<RacSelectProps<SelectOption>, 'children' | 'className' | 'items'>,
    FieldTextProps,
    PassthroughProps<HTMLDivElement> {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Text on the button while nothing is chosen. Default 'Maak een keuze'. */
  placeholder?: string;
  /** Extra class name on the field wrapper. */
  className?: string;
}

/** The react-aria implementation, imported on first intent and shared by every Select. */
export const selectImpl = lazyModule(() => import('./SelectImpl'));

const INVALID: ValidationResult = {
  isInvalid: true,
  validationErrors: [],
  validationDetails: {} as ValidityState,
};

/** The chevron of the trigger, shared with SelectImpl. */
export const selectChevron = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="koers-select__chevron">
    <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * A single-choice dropdown (react-aria Select): a button that opens a listbox. Keyboard:
 * Enter/Space/arrows open it, arrows move, typing jumps to a match, Enter picks, Escape closes.
 * Control it with selectedKey/onSelectionChange (Key) or leave it uncontrolled with
 * defaultSelectedKey; `name` makes it part of a native form.
 *
 * Until the react-aria code is needed this renders a look-alike native button (same label,
 * description, error and value); pointing at it, focusing or pressing it (or submitting its
 * form) loads the implementation, which then takes over focus and opens if the button was
 * already activated.
 */
export function Select(props: SelectProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const shell = useLazyShell<typeof SelectImplModule, SelectOpenHandoff>(selectImpl, buttonRef);
  const id = useId();
  const { load } = shell;
  const wantsOverlay = props.isOpen || props.defaultOpen;
  const isShell = !shell.module;
  useEffect(() => {
    if (!isShell) return;
    // Opened from the start: the shell cannot show the list.
    if (wantsOverlay) load();
    // In a form: validation and the submitted value belong to the implementation.
    const form = rootRef.current?.closest('form');
    form?.addEventListener('submit', load);
    return () => form?.removeEventListener('submit', load);
  }, [isShell, wantsOverlay, load]);

  if (shell.module) {
    const Impl = shell.module.default;
    return <Impl {...props} takeOverFocus={shell.handoff.focus} initialOpen={shell.handoff.open} />;
  }

  const {
    label,
    description,
    errorMessage,
    options,
    placeholder = 'Maak een keuze',
    className,
    isDisabled,
    isInvalid,
    isRequired,
    name,
    autoFocus,
    ref,
  } = props;
  const rootData: Record<string, unknown> = {};
  const buttonAria: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(props)) {
    if (key.startsWith('data-')) rootData[key] = prop;
    else if (key.startsWith('aria-')) buttonAria[key] = prop;
  }
  const key: Key | null =
    props.value !== undefined
      ? props.value
      : props.selectedKey !== undefined
        ? props.selectedKey
        : (props.defaultValue ?? props.defaultSelectedKey ?? null);
  const selected = key == null ? undefined : options.find((o) => o.id === key);
  const error: ReactNode =
    isInvalid && errorMessage
      ? typeof errorMessage === 'function'
        ? errorMessage(INVALID)
        : errorMessage
      : null;
  const ids = {
    label: `${id}-label`,
    value: `${id}-value`,
    description: `${id}-description`,
    error: `${id}-error`,
  };
  const describedBy =
    cx(description ? ids.description : null, error ? ids.error : null) || undefined;
  const { onClick, ...intentProps } = shell.intentProps;

  return (
    <div
      {...rootData}
      ref={mergeRefs(rootRef, ref)}
      className={cx('koers-field', 'koers-select', className)}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-required={isRequired || undefined}
    >
      {/* Like react-aria's Select label: a span that focuses the button when clicked. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <span
        className="koers-field__label"
        id={ids.label}
        onClick={() => buttonRef.current?.focus()}
      >
        {label}
      </span>
      {description ? (
        <span className="koers-field__description" id={ids.description} slot="description">
          {description}
        </span>
      ) : null}
      <button
        {...buttonAria}
        ref={buttonRef}
        id={props.id}
        type="button"
        className="koers-field__input koers-select__button"
        aria-labelledby={`${ids.value} ${ids.label}`}
        aria-describedby={cx(describedBy, props['aria-describedby']) || undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        disabled={isDisabled}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller asks for it
        autoFocus={autoFocus}
        data-disabled={isDisabled || undefined}
        {...intentProps}
        {...listTriggerHandlers(shell.activate, onClick)}
      >
        <span
          id={ids.value}
          className="koers-select__value"
          data-placeholder={selected ? undefined : 'true'}
        >
          {selected ? selected.label : placeholder}
        </span>
        {selectChevron}
      </button>
      {error ? (
        <span className="koers-field__error" id={ids.error} slot="errorMessage">
          {error}
        </span>
      ) : null}
      {name ? <input type="hidden" name={name} value={key == null ? '' : String(key)} /> : null}
    </div>
  );
}
