import { useEffect, useRef, useState } from 'react';
import {
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps,
  type Key,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field';
import { useDebouncedValue } from '../hooks/useDebounced';
import type { PassthroughProps } from '../utils/passthrough';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import '../Select/Select.css';
import './SearchComboBox.css';

/** One result of a SearchComboBox. */
export interface SearchComboBoxOption {
  /** Key of the option; submitted (as text) under `name` when chosen. */
  id: Key;
  /** What the option says, and the text the field shows once it is chosen. */
  label: string;
  /** A second, quieter line (an email address, a school). */
  description?: string;
}

/** The texts a SearchComboBox reads out while it searches. */
export interface SearchComboBoxLabels {
  /** While a search runs. Default 'Zoeken…'. */
  searching?: string;
  /** When the search failed. Default 'Zoeken is niet gelukt.' */
  failed?: string;
  /** When nothing matches. Default 'Niets gevonden.' */
  none?: string;
}

/**
 * `ref`, `className` and `data-*` reach the field wrapper; `id` and `aria-*` the input, as
 * react-aria's ComboBox puts them.
 */
export interface SearchComboBoxProps
  extends
    Omit<
      ComboBoxProps<SearchComboBoxOption>,
      | 'children'
      | 'className'
      | 'items'
      | 'defaultItems'
      | 'inputValue'
      | 'defaultInputValue'
      | 'onInputChange'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
    >,
    FieldTextProps,
    PassthroughProps<HTMLDivElement> {
  /**
   * Asks for the options matching the typed text (also for the empty text, when the field opens).
   * Called after `debounceMs` without typing, from the first focus on (not before: an untouched
   * field asks nothing); an answer that arrives after a newer one is dropped.
   */
  onSearch: (query: string) => Promise<readonly SearchComboBoxOption[]>;
  /** The chosen option (controlled), or null for none. */
  selected?: SearchComboBoxOption | null;
  /** Called with the chosen option, or with null when the user empties the field. */
  onSelectedChange?: (option: SearchComboBoxOption | null) => void;
  /** Placeholder: an example only, never a replacement for the label. */
  placeholder?: string;
  /** Texts of the search states. */
  labels?: SearchComboBoxLabels;
  /** Pause in typing before searching, in ms. Default 250. */
  debounceMs?: number;
}

const DEFAULT_LABELS: Required<SearchComboBoxLabels> = {
  searching: 'Zoeken…',
  failed: 'Zoeken is niet gelukt.',
  none: 'Niets gevonden.',
};

function sameOptions(a: readonly SearchComboBoxOption[], b: readonly SearchComboBoxOption[]) {
  return a.length === b.length && a.every((option, i) => option.id === b[i]!.id);
}

/**
 * A labelled field that searches as the user types and offers the results in a list (react-aria
 * ComboBox): for choosing one of many (a person among 100,000 users, a school among hundreds)
 * where a Select would be too long. Arrow keys go through the results, Enter chooses, Escape
 * closes the list; emptying the field clears the choice. The search state (searching, nothing
 * found, failed) is read out politely. With `name`, a form submits the chosen option's id (empty for none).
 */
export function SearchComboBox({
  label,
  description,
  errorMessage,
  onSearch,
  selected: selectedProp,
  onSelectedChange,
  placeholder,
  labels: labelsProp,
  debounceMs = 250,
  className,
  name,
  ...props
}: SearchComboBoxProps) {
  const labels = { ...DEFAULT_LABELS, ...labelsProp };
  const [ownSelected, setOwnSelected] = useState<SearchComboBoxOption | null>(null);
  const selected = selectedProp === undefined ? ownSelected : selectedProp;
  const [text, setText] = useState(selected?.label ?? '');
  // The chosen option changed from outside (or was chosen here): the field shows its label.
  const [shownFor, setShownFor] = useState(selected);
  if (shownFor?.id !== selected?.id) {
    setShownFor(selected);
    setText(selected?.label ?? '');
  }
  // What to search for: the typed text, but nothing while the field shows the chosen option
  // (all options are offered when it opens again).
  const query = selected && text === selected.label ? '' : text;
  const searched = useDebouncedValue(query, debounceMs);
  const [result, setResult] = useState<{
    query: string;
    items: readonly SearchComboBoxOption[];
    failed: boolean;
  } | null>(null);
  const seen = useRef(new Map<Key, SearchComboBoxOption>());
  // Nothing is asked until the field is first used: a screen with a filter it does not touch
  // makes no search requests.
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!active) return;
    let current = true;
    onSearch(searched).then(
      (items) => {
        for (const item of items) seen.current.set(item.id, item);
        if (!current) return;
        // The same options: keep the list as it is, so the one the user moved to stays.
        setResult((previous) =>
          previous && !previous.failed && sameOptions(previous.items, items)
            ? { ...previous, query: searched }
            : { query: searched, items, failed: false },
        );
      },
      () => {
        if (current) setResult({ query: searched, items: [], failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [active, onSearch, searched]);

  const choose = (option: SearchComboBoxOption | null) => {
    if (selectedProp === undefined) setOwnSelected(option);
    onSelectedChange?.(option);
  };

  const loading = result === null || result.query !== query;
  const items = result?.items ?? [];
  // The chosen option stays in the collection, so react-aria can show it as selected.
  const collection =
    selected && !items.some((item) => item.id === selected.id) ? [selected, ...items] : items;
  // While the answer to the text typed now is on its way, the previous answer's options stay in
  // sight but cannot be chosen: Enter must not take a result of an earlier text.
  const stale = loading ? items.map((item) => item.id) : undefined;
  const status = loading
    ? labels.searching
    : result?.failed
      ? labels.failed
      : items.length === 0
        ? labels.none
        : '';

  return (
    <ComboBox
      {...props}
      className={cx('koers-field', 'koers-search-combobox', className)}
      items={collection}
      disabledKeys={stale}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (value === '' && selected) choose(null);
      }}
      selectedKey={selected?.id ?? null}
      onSelectionChange={(key) => {
        if (key === null) return;
        const option = seen.current.get(key) ?? collection.find((item) => item.id === key);
        if (!option) return;
        setShownFor(option);
        setText(option.label);
        choose(option);
      }}
      onFocus={(event) => {
        setActive(true);
        props.onFocus?.(event);
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      allowsCustomValue
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Input className="koers-field__input" placeholder={placeholder} />
      <span className="koers-search-combobox__status" aria-live="polite">
        {status}
      </span>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      {/* The id, not the text: react-aria submits the key only for a list without free text. */}
      {name ? (
        <input type="hidden" name={name} value={selected ? String(selected.id) : ''} />
      ) : null}
      <Popover className="koers-select__popover" placement="bottom start" offset={4}>
        <ListBox<SearchComboBoxOption>
          className="koers-select__listbox"
          renderEmptyState={() => <span className="koers-search-combobox__empty">{status}</span>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="koers-select__option">
              {/* One name for label and description ("Henk van den Berg, henk@…"): what is seen
                  is what is read and what voice control users say (WCAG 2.5.3), and two people
                  of the same name are told apart. */}
              <span className="koers-search-combobox__option">
                <span>{option.label}</span>
                {option.description ? (
                  <>
                    <span style={visuallyHiddenStyle}>,</span>{' '}
                    <span className="koers-search-combobox__description">{option.description}</span>
                  </>
                ) : null}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
