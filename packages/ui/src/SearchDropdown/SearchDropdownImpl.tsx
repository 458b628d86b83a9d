import {
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ContextType,
  type RefObject,
} from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/Spinner';
import { useTakeOverFromShell } from '../LazyShell/lazyShell';
import { HighlightedText } from '../utils/HighlightedText';
import { visuallyHiddenStyle } from '../utils/visuallyHidden';
import {
  clearIcon,
  searchIcon,
  type SearchDropdownProps,
  type SearchDropdownResult,
} from './SearchDropdown';

export interface SearchDropdownImplProps<T extends SearchDropdownResult> extends Omit<
  SearchDropdownProps<T>,
  'className' | 'formatResultCount' | 'ref'
> {
  /** The shell's input had focus: move it to this input (caret at the end) on mount. */
  takeOverFocus?: boolean;
  /** Text was typed into the shell: open the list on mount. */
  initialOpen?: boolean;
}

type ComboBoxState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/**
 * Hands react-aria's ComboBox state up to SearchDropdown. Nothing stays selected here (a
 * choice is an action), so react-aria would leave the list open after a choice: SearchDropdown
 * closes it itself through this state.
 */
function ComboBoxStateBridge({ stateRef }: { stateRef: RefObject<ComboBoxState | null> }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    stateRef.current = state;
  }, [state, stateRef]);
  return null;
}

/** Opens the list as typing would have, after the input took the focus. */
function TakeOver({
  focus,
  open,
  inputRef,
}: {
  focus?: boolean;
  open?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  useTakeOverFromShell(
    focus,
    inputRef,
    open ? () => state?.open(null, 'input') : undefined,
    !!state,
  );
  return null;
}

/**
 * Opens the list when the text changes to something while the input has the focus and the list is
 * closed. Typing that reached the shell in the moment this implementation replaced it arrives as
 * a new `value` instead of as typing here, and must open the list as typing would have. Only on a
 * change of the text: a list closed with Escape or by choosing a result stays closed.
 */
function OpenOnHandedOverText({
  value,
  inputRef,
}: {
  value: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  const stateNow = useRef(state);
  useEffect(() => {
    stateNow.current = state;
  });
  // The mount is TakeOver's (it opens the list when the shell was typed into before the swap).
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const current = stateNow.current;
    const input = inputRef.current;
    if (!current || current.isOpen || value.trim() === '' || !input) return;
    if (input === input.ownerDocument.activeElement) current.open(null, 'input');
    // Only the text: the state object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return null;
}

/**
 * The implementation of SearchDropdown (react-aria ComboBox), loaded on first intent; renders
 * the combobox part, SearchDropdown keeps the root and the live count around it.
 */
/**
 * Results drawn at once. A common word in a long document gives hundreds; the first screenful
 * shows in the frame after the search, the rest in a background render right after it.
 */
export const FIRST_RESULTS = 50;

/** `results`, the first FIRST_RESULTS of a new long list first and all of them a frame later. */
function useProgressiveResults<T>(results: readonly T[]): readonly T[] {
  const [complete, setComplete] = useState<readonly T[] | null>(null);
  const partial = results.length > FIRST_RESULTS && complete !== results;
  useEffect(() => {
    if (!partial) return;
    const frame = requestAnimationFrame(() => startTransition(() => setComplete(results)));
    return () => cancelAnimationFrame(frame);
  }, [partial, results]);
  return useMemo(() => (partial ? results.slice(0, FIRST_RESULTS) : results), [partial, results]);
}

export default function SearchDropdownImpl<T extends SearchDropdownResult>({
  label,
  hideLabel = false,
  value,
  onValueChange,
  results,
  onSelect,
  highlightText,
  isLoading = false,
  emptyText = 'Geen resultaten',
  loadingLabel = 'Zoeken…',
  placeholder,
  clearLabel = 'Zoekveld leegmaken',
  takeOverFocus,
  initialOpen,
  ...passthrough
}: SearchDropdownImplProps<T>) {
  // id and aria-* (react-aria's ComboBox hands them to the input); data-* stay on the root.
  const inputPassthrough = Object.fromEntries(
    Object.entries(passthrough).filter(([key]) => key === 'id' || key.startsWith('aria-')),
  );
  const [isOpen, setOpen] = useState(false);
  const items = useProgressiveResults(results);
  const stateRef = useRef<ComboBoxState | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // While the list is open react-aria sets aria-hidden on everything but the input and the list
  // (a VoiceOver workaround) and leaves it focusable: axe reports that as aria-hidden-focus, and
  // a screen-reader user loses the very document they are searching in. The APG combobox pattern
  // keeps the page available, so that hiding is undone here: what was hidden before the list
  // opened (decorative icons and the like) stays hidden. This effect runs after react-aria's (a
  // child's effects run first); react-aria's own clean-up on close removes nothing else.
  const hiddenBeforeOpen = useRef<Set<Element>>(new Set());
  useEffect(() => {
    if (!isOpen) return;
    const doc = inputRef.current?.ownerDocument ?? document;
    for (const element of doc.querySelectorAll('[aria-hidden="true"]')) {
      if (!hiddenBeforeOpen.current.has(element)) element.removeAttribute('aria-hidden');
    }
  }, [isOpen]);

  return (
    <ComboBox
      {...inputPassthrough}
      className="koers-search-dropdown__combobox"
      items={items}
      inputValue={value}
      onInputChange={onValueChange}
      // Nothing stays selected: choosing a result is an action (navigate, scroll), not a value.
      selectedKey={null}
      onSelectionChange={(key) => {
        const result = results.find((r) => r.id === key);
        if (!result) return;
        onSelect(result);
        stateRef.current?.close();
      }}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      // RAC filters by text itself unless told otherwise; the caller's results are final.
      defaultFilter={() => true}
      onOpenChange={(open) => {
        if (open) {
          const doc = inputRef.current?.ownerDocument ?? document;
          hiddenBeforeOpen.current = new Set(doc.querySelectorAll('[aria-hidden="true"]'));
        }
        setOpen(open);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isOpen && value !== '') onValueChange('');
        else event.continuePropagation();
      }}
      shouldFocusWrap
    >
      <ComboBoxStateBridge stateRef={stateRef} />
      <TakeOver focus={takeOverFocus} open={initialOpen} inputRef={inputRef} />
      <OpenOnHandedOverText value={value} inputRef={inputRef} />
      <Label
        className="koers-search-dropdown__label"
        style={hideLabel ? visuallyHiddenStyle : undefined}
      >
        {label}
      </Label>
      <div className="koers-search-dropdown__group">
        {searchIcon}
        <Input ref={inputRef} className="koers-search-dropdown__input" placeholder={placeholder} />
        {isLoading ? (
          <span className="koers-search-dropdown__spinner" aria-hidden="true">
            <SpinnerGraphic size="sm" />
          </span>
        ) : null}
        {value ? (
          // Outside RAC's ComboBox button slot: this one clears instead of toggling the list.
          <Button
            slot={null}
            className="koers-search-dropdown__clear"
            aria-label={clearLabel}
            excludeFromTabOrder
            onPress={() => onValueChange('')}
          >
            {clearIcon}
          </Button>
        ) : null}
      </div>
      <Popover className="koers-search-dropdown__popover" placement="bottom start" isNonModal>
        <ListBox<T>
          className="koers-search-dropdown__listbox"
          // The items render again when the marked text changes, not only when the results do.
          dependencies={[highlightText]}
          renderEmptyState={() => (
            <div className="koers-search-dropdown__empty">
              {isLoading ? loadingLabel : emptyText}
            </div>
          )}
        >
          {(result) => (
            <ListBoxItem
              id={result.id}
              textValue={result.title}
              className="koers-search-dropdown__option"
            >
              {/* Plain spans, not label/description slots: the option's accessible name
                is then both lines, matching what is seen (WCAG 2.5.3). */}
              <span className="koers-search-dropdown__first-line">
                <span className="koers-search-dropdown__title">
                  <HighlightedText text={result.title} query={highlightText} />
                </span>
                {result.badge ? (
                  <span className="koers-search-dropdown__badge">{result.badge}</span>
                ) : null}
              </span>
              {result.description ? (
                <span className="koers-search-dropdown__description">
                  <HighlightedText text={result.description} query={highlightText} />
                </span>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
