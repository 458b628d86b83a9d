import { memo, useDeferredValue, useMemo, useState, type Key, type ReactNode } from 'react';
import {
  Input,
  ListLayout,
  Virtualizer,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SearchField,
  type Selection,
} from 'react-aria-components';
import {
  filterContexts,
  type ContextChoice,
  type ContextOrganisation,
  type ContextSchool,
} from './filterContexts';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './ContextSwitcher.css';

export interface ContextSwitcherProps extends PassthroughProps<HTMLDivElement> {
  /** Organisations (boards) the user can switch to, each with its schools. */
  organisations: ContextOrganisation[];
  /** Schools the user can switch to that are not under one of `organisations`. */
  schools: ContextSchool[];
  /** The context in use now; it is shown as selected. */
  current?: ContextChoice | null;
  /** Called with the chosen context (Enter, Space or click). */
  onSelect: (choice: ContextChoice) => void;
  /** Heading above the organisations. */
  organisationsHeading?: string;
  /** Heading above the schools without organisation. */
  schoolsHeading?: string;
  /** Text when there are no organisations (SPEC §2 default). */
  emptyOrganisationsText?: string;
  /** Text when there are no schools (SPEC §2 default). */
  emptySchoolsText?: string;
  /** Prefix of the authority number line. */
  authorityNumberLabel?: string;
  /** Prefix of the BRIN number line. */
  brinNumberLabel?: string;
  /** Hidden text added to the current context's name. */
  currentLabel?: string;
  /** Label of the filter field. Without it no filter field is shown. */
  filterLabel?: string;
  /** Heading level of the two headings, to fit the surrounding dialog. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/** From this many options the lists are virtualised (only visible rows are rendered). */
export const CONTEXT_SWITCHER_VIRTUALIZE_FROM = 100;
/** Row height of a virtualised option in px; matches the CSS min-block-size (2.75rem). */
const ROW_HEIGHT = 44;

function MaybeVirtualized({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  if (!enabled) return <>{children}</>;
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, gap: 2, padding: 4 }}>
      {children}
    </Virtualizer>
  );
}

const orgKey = (id: ContextOrganisation['id']) => `organisation:${id}`;
const schoolKey = (id: ContextSchool['id']) => `school:${id}`;

function parseKey(key: Key): ContextChoice | null {
  const [type, ...rest] = String(key).split(':');
  const raw = rest.join(':');
  if (type !== 'school' && type !== 'organisation') return null;
  // Keys are strings; give the caller back the id type it passed in.
  const id = /^\d+$/.test(raw) ? Number(raw) : raw;
  return { id, contextType: type };
}

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter((word) => /^\p{Lu}/u.test(word))
      .slice(0, 2)
      .map((word) => word[0])
      .join('') || name.slice(0, 2).toUpperCase()
  );
}

interface OptionContentProps {
  name: string;
  detail?: string | null;
  icon?: string | null;
  isCurrent: boolean;
  currentLabel: string;
}

// Memoised: filtering re-renders the list, but unchanged rows stay cheap with 500 schools.
const OptionContent = memo(function OptionContent({
  name,
  detail,
  icon,
  isCurrent,
  currentLabel,
}: OptionContentProps) {
  return (
    <>
      {icon ? (
        <img className="koers-context-switcher__icon" src={icon} alt="" loading="lazy" />
      ) : (
        <span
          className="koers-context-switcher__icon koers-context-switcher__initials"
          aria-hidden="true"
        >
          {initials(name)}
        </span>
      )}
      <span className="koers-context-switcher__text">
        <span className="koers-context-switcher__name">
          {name}
          {isCurrent ? (
            <span className="koers-context-switcher__current"> ({currentLabel})</span>
          ) : null}
        </span>
        {detail ? <span className="koers-context-switcher__detail">{detail}</span> : null}
      </span>
    </>
  );
});

/**
 * The content of the 'Wisselen van omgeving' modal: organisations with their schools, then
 * schools without an organisation, each as a react-aria ListBox (arrow keys move, typing
 * jumps to a name, Enter or Space chooses). The current context is selected. With
 * `filterLabel` a search field narrows both lists (kept responsive with 500+ schools by
 * deferring the filtering).
 */
export function ContextSwitcher({
  organisations,
  schools,
  current,
  onSelect,
  organisationsHeading = 'Besturen',
  schoolsHeading = 'Scholen',
  emptyOrganisationsText = 'Er zijn geen besturen gevonden.',
  emptySchoolsText = 'Er zijn geen scholen gevonden.',
  authorityNumberLabel = 'Bestuursnummer',
  brinNumberLabel = 'BRIN',
  currentLabel = 'huidige omgeving',
  filterLabel,
  headingLevel = 3,
  className,
  ...rest
}: ContextSwitcherProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterContexts(organisations, schools, deferredQuery),
    [organisations, schools, deferredQuery],
  );
  const Heading = `h${headingLevel}` as const;
  // Decided on the unfiltered size so the list does not remount while the user types.
  const virtualize =
    useMemo(
      () => schools.length + organisations.reduce((sum, o) => sum + 1 + o.schools.length, 0),
      [organisations, schools],
    ) >= CONTEXT_SWITCHER_VIRTUALIZE_FROM;
  const currentKey = current
    ? current.contextType === 'school'
      ? schoolKey(current.id)
      : orgKey(current.id)
    : null;
  const selectedKeys = currentKey ? [currentKey] : [];

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = keys;
    const choice = key === undefined ? null : parseKey(key);
    if (choice) onSelect(choice);
  };

  const schoolItem = (school: ContextSchool, nested: boolean) => {
    const key = schoolKey(school.id);
    return (
      <ListBoxItem
        key={key}
        id={key}
        textValue={school.name}
        className={
          nested
            ? 'koers-context-switcher__option koers-context-switcher__option--nested'
            : 'koers-context-switcher__option'
        }
      >
        <OptionContent
          name={school.name}
          detail={school.brin_number ? `${brinNumberLabel} ${school.brin_number}` : null}
          icon={school.icon}
          isCurrent={key === currentKey}
          currentLabel={currentLabel}
        />
      </ListBoxItem>
    );
  };

  return (
    <div {...rest} className={cx('koers-context-switcher', className)}>
      {filterLabel ? (
        <SearchField className="koers-context-switcher__filter" value={query} onChange={setQuery}>
          <Label className="koers-context-switcher__filter-label">{filterLabel}</Label>
          <Input className="koers-context-switcher__filter-input" />
        </SearchField>
      ) : null}

      <section className="koers-context-switcher__group">
        <Heading className="koers-context-switcher__heading">{organisationsHeading}</Heading>
        {filtered.organisations.length === 0 ? (
          <p className="koers-context-switcher__empty">{emptyOrganisationsText}</p>
        ) : (
          <MaybeVirtualized enabled={virtualize}>
            <ListBox
              className="koers-context-switcher__list"
              data-virtualized={virtualize || undefined}
              aria-label={organisationsHeading}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={selectedKeys}
              onSelectionChange={onSelectionChange}
            >
              {filtered.organisations.map((organisation) => {
                const key = orgKey(organisation.id);
                return (
                  <ListBoxSection
                    key={key}
                    className="koers-context-switcher__section"
                    aria-label={organisation.name}
                  >
                    <ListBoxItem
                      id={key}
                      textValue={organisation.name}
                      className="koers-context-switcher__option koers-context-switcher__option--organisation"
                    >
                      <OptionContent
                        name={organisation.name}
                        detail={
                          organisation.authority_number
                            ? `${authorityNumberLabel} ${organisation.authority_number}`
                            : null
                        }
                        isCurrent={key === currentKey}
                        currentLabel={currentLabel}
                      />
                    </ListBoxItem>
                    {organisation.schools.map((school) => schoolItem(school, true))}
                  </ListBoxSection>
                );
              })}
            </ListBox>
          </MaybeVirtualized>
        )}
      </section>

      <section className="koers-context-switcher__group">
        <Heading className="koers-context-switcher__heading">{schoolsHeading}</Heading>
        {filtered.schools.length === 0 ? (
          <p className="koers-context-switcher__empty">{emptySchoolsText}</p>
        ) : (
          <MaybeVirtualized enabled={virtualize}>
            <ListBox
              className="koers-context-switcher__list"
              data-virtualized={virtualize || undefined}
              aria-label={schoolsHeading}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={selectedKeys}
              onSelectionChange={onSelectionChange}
            >
              {filtered.schools.map((school) => schoolItem(school, false))}
            </ListBox>
          </MaybeVirtualized>
        )}
      </section>
    </div>
  );
}

export type {
  ContextChoice,
  ContextOrganisation,
  ContextSchool,
  ContextType,
} from './filterContexts';
