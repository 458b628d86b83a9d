import { useContext, useEffect, useRef, useState, type ContextType, type RefObject } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/Spinner';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import './SearchDropdown.css';

/** One search result: two lines of text. */
export interface SearchDropdownResult {
  /** Unique key of the result (for example the block id). */
  id: Key;
  /** First line. */
  title: string;
  /** Second line (a snippet, a path); optional. */
  description?: string;
}

export interface SearchDropdownProps<T extends SearchDropdownResult> {
  /** Label of the input (required; hide it visually with hideLabel). */
  label: string;
  /** Keep the label for screen readers only (for example in the header). */
  hideLabel?: boolean;
  /** The text in the input (controlled). */
  value: string;
  /** Called on every keystroke; the caller debounces its search (DOCUMENT_SEARCH_DEBOUNCE_MS). */
  onValueChange: (value: string) => void;
  /** The results for the current text, from the caller. */
  results: readonly T[];
  /** Called when a result is chosen (click or Enter). The list then closes. */
  onSelect: (result: T) => void;
  /** A search is running: a spinner shows and the count is not announced. */
  isLoading?: boolean;
  /** Shown in the list when the text gives no results. Default 'Geen resultaten'. */
  emptyText?: string;
  /** Shown in an empty list while loading. Default 'Zoeken…'. */
  loadingLabel?: string;
  /** The politely announced result count. Default Dutch ("3 resultaten", "1 resultaat"). */
  formatResultCount?: (count: number) => string;
  /** Placeholder of the input. */
  placeholder?: string;
  /** Accessible name of the clear button. Default 'Zoekveld leegmaken'. */
  clearLabel?: string;
  /** Extra class name on the root element. */
  className?: string;
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

/** Dutch default of SearchDropdownProps.formatResultCount. */
export const formatResultCountNl = (count: number) =>
  count === 0 ? 'Geen resultaten' : count === 1 ? '1 resultaat' : `${count} resultaten`;
/** English formatter for SearchDropdownProps.formatResultCount. */
export const formatResultCountEn = (count: number) =>
  count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`;

/**
 * A search input with a dropdown list of results (react-aria ComboBox): two lines per result,
 * at most 250 px high and scrollable (SPEC §9). Keyboard: typing opens the list, arrows move
 * through it, Enter chooses, Escape closes the list and a second Escape clears the text.
 * Input text and results are fully controlled by the caller.
 */
export function SearchDropdown<T extends SearchDropdownResult>({
  label,
  hideLabel = false,
  value,
  onValueChange,
  results,
  onSelect,
  isLoading = false,
  emptyText = 'Geen resultaten',
  loadingLabel = 'Zoeken…',
  formatResultCount = formatResultCountNl,
  placeholder,
  clearLabel = 'Zoekveld leegmaken',
  className,
}: SearchDropdownProps<T>) {
  const [isOpen, setOpen] = useState(false);
  const stateRef = useRef<ComboBoxState | null>(null);
  const searching = value.trim() !== '';
  const announcement = searching && !isLoading ? formatResultCount(results.length) : '';

  return (
    <div className={cx('koers-search-dropdown', className)} data-loading={isLoading || undefined}>
      <ComboBox
        className="koers-search-dropdown__combobox"
        items={results}
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
        onOpenChange={setOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !isOpen && value !== '') onValueChange('');
          else event.continuePropagation();
        }}
        shouldFocusWrap
      >
        <ComboBoxStateBridge stateRef={stateRef} />
        <Label
          className="koers-search-dropdown__label"
          style={hideLabel ? visuallyHiddenStyle : undefined}
        >
          {label}
        </Label>
        <div className="koers-search-dropdown__group">
          <svg
            className="koers-search-dropdown__icon"
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" />
          </svg>
          <Input className="koers-search-dropdown__input" placeholder={placeholder} />
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
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Button>
          ) : null}
        </div>
        <Popover className="koers-search-dropdown__popover" placement="bottom start" isNonModal>
          <ListBox<T>
            className="koers-search-dropdown__listbox"
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
                <span className="koers-search-dropdown__title">{result.title}</span>
                {result.description ? (
                  <span className="koers-search-dropdown__description">{result.description}</span>
                ) : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/* While the list is open react-aria aria-hides everything but input and list; it spares
          elements marked as live announcers, so the count can still be heard. */}
      <div role="status" data-live-announcer="true" style={visuallyHiddenStyle}>
        {announcement}
      </div>
    </div>
  );
}
