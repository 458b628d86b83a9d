import { useEffect, useRef, useState } from 'react';
import {
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useDebouncedValue } from '../hooks/useDebounced';
import type { EditorLabels } from './labels';
import type { ContactOption } from './types';
// The field and list look of Select, without Select itself.
import '../Field/Field.css';
import '../Select/Select.css';

/** A short pause in typing before asking the app (which may ask its server). */
export const CONTACT_SEARCH_DEBOUNCE_MS = 250;

export interface ContactPickerProps {
  labels: EditorLabels;
  onSearch: (query: string) => Promise<ContactOption[]>;
  onPick: (contact: ContactOption) => void;
}

function sameContacts(a: readonly ContactOption[], b: readonly ContactOption[]): boolean {
  return a.length === b.length && a.every((contact, i) => contact.id === b[i]!.id);
}

function details(contact: ContactOption): string {
  return [contact.function, contact.organisation_name, contact.email]
    .filter((part): part is string => !!part)
    .join(' · ');
}

/**
 * A searchable combobox of contacts (react-aria ComboBox): typing asks `onSearch`, arrow keys
 * go through the results, Enter picks one. Loaded on demand: the editor's own chunk does not
 * carry a combobox until someone inserts a contact.
 */
export default function ContactPicker({ labels, onSearch, onPick }: ContactPickerProps) {
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query, CONTACT_SEARCH_DEBOUNCE_MS);
  const [result, setResult] = useState<{
    query: string;
    items: ContactOption[];
    failed: boolean;
  } | null>(null);

  // Every contact shown so far, by id: a pick is found whatever render the picker is in.
  const seen = useRef(new Map<ContactOption['id'], ContactOption>());

  useEffect(() => {
    let current = true;
    onSearch(searched).then(
      (items) => {
        for (const item of items) seen.current.set(item.id, item);
        if (!current) return;
        // The same contacts as shown: keep the list as it is, so the option the user moved to
        // stays the one Enter picks.
        setResult((previous) =>
          previous && !previous.failed && sameContacts(previous.items, items)
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
  }, [onSearch, searched]);

  const loading = result === null || result.query !== query;
  const items = result?.items ?? [];
  const status = loading
    ? labels.contactSearching
    : result?.failed
      ? labels.contactSearchFailed
      : items.length === 0
        ? labels.contactNone
        : '';

  return (
    <ComboBox
      className="koers-field koers-editor__combobox"
      items={items}
      inputValue={query}
      onInputChange={setQuery}
      onSelectionChange={(key: Key | null) => {
        const contact = key === null ? undefined : seen.current.get(key as ContactOption['id']);
        if (contact) onPick(contact);
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      // The dialog opens to search: its one field takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    >
      <Label className="koers-field__label">{labels.contactSearch}</Label>
      <Input className="koers-field__input" />
      <Text slot="description" className="koers-field__description" aria-live="polite">
        {status}
      </Text>
      <Popover className="koers-select__popover" placement="bottom start" offset={4}>
        <ListBox<ContactOption>
          className="koers-select__listbox"
          renderEmptyState={() => <span className="koers-editor__combobox-empty">{status}</span>}
        >
          {(contact) => (
            <ListBoxItem id={contact.id} textValue={contact.name} className="koers-select__option">
              <span className="koers-editor__contact-option">
                <Text slot="label" className="koers-editor__contact-name">
                  {contact.name}
                </Text>
                {details(contact) ? (
                  <Text slot="description" className="koers-editor__contact-details">
                    {details(contact)}
                  </Text>
                ) : null}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
