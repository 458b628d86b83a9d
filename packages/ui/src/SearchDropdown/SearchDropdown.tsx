import { useId, useRef, type ReactElement } from 'react';
import type { Key } from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/Spinner';
import { lazyModule, useLazyShell } from '../LazyShell/lazyShell';
import type { PassthroughProps } from '../utils/passthrough';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import type { SearchDropdownImplProps } from './SearchDropdownImpl';
import './SearchDropdown.css';

/** One search result: two lines of text. */
export interface SearchDropdownResult {
  /** Unique key of the result (for example the block id). */
  id: Key;
  /** First line. */
  title: string;
  /** Second line (a snippet, a path); optional. */
  description?: string;
  /** A short note at the end of the first line, e.g. how often the text occurs there ("3 matches"). */
  badge?: string;
}

/**
 * `ref`, `className` (added to the root's own) and `data-*` reach the root element; `id` and
 * `aria-*` reach the input, which is what they label and describe.
 */
export interface SearchDropdownProps<
  T extends SearchDropdownResult,
> extends PassthroughProps<HTMLDivElement> {
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
  /**
   * Text to mark (<mark>, case-insensitive) in the lines of every result, normally the text that
   * was searched for, so a reader sees why each result is there.
   */
  highlightText?: string;
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

/** Dutch default of SearchDropdownProps.formatResultCount. */
export const formatResultCountNl = (count: number) =>
  count === 0 ? 'Geen resultaten' : count === 1 ? '1 resultaat' : `${count} resultaten`;
/** English formatter for SearchDropdownProps.formatResultCount. */
export const formatResultCountEn = (count: number) =>
  count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`;

/** The react-aria implementation, imported on first intent and shared by every SearchDropdown. */
export const searchDropdownImpl = lazyModule(() => import('./SearchDropdownImpl'));

/** The magnifier in front of the input, shared with SearchDropdownImpl. */
export const searchIcon = (
  <svg
    className="koers-search-dropdown__icon"
    viewBox="0 0 20 20"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The cross of the clear button, shared with SearchDropdownImpl. */
export const clearIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * A search input with a dropdown list of results (react-aria ComboBox): two lines per result,
 * at most 250 px high and scrollable (SPEC §9). Keyboard: typing opens the list, arrows move
 * through it, Enter chooses, Escape closes the list and a second Escape clears the text.
 * Input text and results are fully controlled by the caller.
 *
 * Until the react-aria code is needed the input is a look-alike native combobox input (typing
 * already reaches the caller); pointing at it, focusing or typing loads the implementation,
 * which then takes over focus (caret at the end) and opens the list when text was typed.
 */
export function SearchDropdown<T extends SearchDropdownResult>(props: SearchDropdownProps<T>) {
  const {
    label,
    hideLabel = false,
    value,
    onValueChange,
    results,
    isLoading = false,
    formatResultCount = formatResultCountNl,
    placeholder,
    clearLabel = 'Zoekveld leegmaken',
    className,
    ref,
  } = props;
  const { ref: _ref, ...implProps } = props;
  // data-* for the root; id and aria-* for the input (in the implementation, react-aria's).
  const rootData: Record<string, unknown> = {};
  const inputPassthrough: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(props)) {
    if (key.startsWith('data-')) rootData[key] = prop;
    else if (key === 'id' || key.startsWith('aria-')) inputPassthrough[key] = prop;
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const shell = useLazyShell<{ default: (p: SearchDropdownImplProps<T>) => ReactElement }, true>(
    searchDropdownImpl,
    inputRef,
  );
  const id = useId();
  const searching = value.trim() !== '';
  const announcement = searching && !isLoading ? formatResultCount(results.length) : '';

  let combobox: ReactElement;
  if (shell.module) {
    const Impl = shell.module.default;
    combobox = (
      <Impl {...implProps} takeOverFocus={shell.handoff.focus} initialOpen={shell.handoff.open} />
    );
  } else {
    // The intent handlers' data attributes describe a button; the input keeps react-aria's look.
    const {
      onClick,
      'data-hovered': _hovered,
      'data-pressed': _pressed,
      'data-focus-visible': focusVisible,
      ...intentProps
    } = shell.intentProps;
    combobox = (
      <div className="koers-search-dropdown__combobox">
        <label
          className="koers-search-dropdown__label"
          id={`${id}-label`}
          htmlFor={props.id ?? `${id}-input`}
          style={hideLabel ? visuallyHiddenStyle : undefined}
        >
          {label}
        </label>
        <div className="koers-search-dropdown__group">
          {searchIcon}
          <input
            {...inputPassthrough}
            ref={inputRef}
            id={props.id ?? `${id}-input`}
            aria-labelledby={`${id}-label`}
            // Closed, it controls no list yet: react-aria's input has no aria-controls either.
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            className="koers-search-dropdown__input"
            type="text"
            value={value}
            placeholder={placeholder}
            data-focus-visible={focusVisible}
            {...intentProps}
            onClick={onClick}
            onChange={(event) => {
              const next = event.target.value;
              onValueChange(next);
              if (next.trim() !== '') shell.activate(true);
              else shell.load();
            }}
            onKeyDown={(event) => {
              // As in the implementation: with the list closed, Escape clears the text.
              if (event.key === 'Escape' && value !== '') onValueChange('');
            }}
          />
          {isLoading ? (
            <span className="koers-search-dropdown__spinner" aria-hidden="true">
              <SpinnerGraphic size="sm" />
            </span>
          ) : null}
          {value ? (
            <button
              type="button"
              className="koers-search-dropdown__clear"
              aria-label={clearLabel}
              tabIndex={-1}
              onClick={() => onValueChange('')}
            >
              {clearIcon}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div
      {...rootData}
      ref={ref}
      className={cx('koers-search-dropdown', className)}
      data-loading={isLoading || undefined}
    >
      {combobox}
      {/* While the list is open react-aria aria-hides everything but input and list; it spares
          elements marked as live announcers, so the count can still be heard. */}
      <div role="status" data-live-announcer="true" style={visuallyHiddenStyle}>
        {announcement}
      </div>
    </div>
  );
}
