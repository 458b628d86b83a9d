import { useContext, useRef, type RefObject } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RacSelect,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/Field';
import { useTakeOverFromShell, type ListOpenHandoff } from '../LazyShell/lazyShell';
import { cx } from '../utils/visuallyHidden';
import { selectChevron, type SelectProps } from './Select';

/** How the shell was activated before this implementation arrived. */
export type SelectOpenHandoff = ListOpenHandoff;

export interface SelectImplProps extends SelectProps {
  /** The shell's button had focus: move it to this button on mount. */
  takeOverFocus?: boolean;
  /** The shell was activated: open on mount, focusing the first/last option or (pointer) the selected one. */
  initialOpen?: SelectOpenHandoff;
}

/** Opens the list the way a press on the button would, after the button took the focus. */
function TakeOver({
  focus,
  open,
  triggerRef,
}: {
  focus?: boolean;
  open?: SelectOpenHandoff;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const state = useContext(SelectStateContext);
  useTakeOverFromShell(
    focus,
    triggerRef,
    open ? () => state?.open(open === 'pointer' ? null : open) : undefined,
    // The list opens only once react-aria has built the collection of options.
    !!state && state.collection.size > 0,
  );
  return null;
}

/**
 * The implementation of Select (react-aria Select + ListBox), loaded on first intent. Keyboard:
 * Enter/Space/arrows open it, arrows move, typing jumps to a match, Enter picks, Escape closes.
 */
export default function SelectImpl({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Maak een keuze',
  className,
  takeOverFocus,
  initialOpen,
  ...props
}: SelectImplProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
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
      <Button ref={triggerRef} className="koers-field__input koers-select__button">
        <SelectValue className="koers-select__value">
          {({ isPlaceholder, state, defaultChildren }) => {
            // react-aria builds its collection of options in a render of its own: until then it
            // knows the chosen key but not its text, and the hand-over from the shell showed the
            // placeholder for a moment. The options carry the text already.
            if (!isPlaceholder) return defaultChildren;
            const key: unknown = Array.isArray(state.value) ? state.value[0] : state.value;
            return options.find((option) => option.id === key)?.label ?? defaultChildren;
          }}
        </SelectValue>
        {selectChevron}
      </Button>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <TakeOver focus={takeOverFocus} open={initialOpen} triggerRef={triggerRef} />
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
