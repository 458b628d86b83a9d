import type { CalendarCategory } from '@koers/contract';
import { Checkbox } from '@koers/ui';
import { useIntl } from 'react-intl';
import { CategorySwatch } from '@/components/calendar-colours';
import { messages } from '../messages';

/** Key of the "without category" choice next to the category ids. */
export const NO_CATEGORY = 'none';
export type CategoryKey = number | typeof NO_CATEGORY;

export interface CategoryFilterProps {
  categories: CalendarCategory[];
  /** Offer "without category" too (only when some events have none). */
  withUncategorised: boolean;
  hidden: ReadonlySet<CategoryKey>;
  onToggle: (key: CategoryKey, shown: boolean) => void;
}

/** Checkboxes that show or hide the events of each category; all are shown at first. */
export function CategoryFilter({
  categories,
  withUncategorised,
  hidden,
  onToggle,
}: CategoryFilterProps) {
  const intl = useIntl();
  const options: { key: CategoryKey; name: string; color: string | null }[] = [
    ...categories.map((c) => ({ key: c.id, name: c.name, color: c.color })),
    ...(withUncategorised
      ? [
          {
            key: NO_CATEGORY as CategoryKey,
            name: intl.formatMessage(messages.withoutCategory),
            color: null,
          },
        ]
      : []),
  ];
  if (options.length === 0) return null;
  return (
    <fieldset className="koers-calendar__filter">
      <legend>{intl.formatMessage(messages.filterLegend)}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.key}
          className="koers-calendar__filter-option"
          isSelected={!hidden.has(option.key)}
          onChange={(shown) => onToggle(option.key, shown)}
        >
          {option.color ? (
            <CategorySwatch color={option.color} />
          ) : (
            <span className="koers-calendar__swatch" aria-hidden="true" />
          )}{' '}
          {option.name}
        </Checkbox>
      ))}
    </fieldset>
  );
}
