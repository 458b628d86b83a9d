import { CALENDAR_COLOURS, type CalendarColourKey } from '@koers/contract/constants';
import { Swatch, type SwatchOption, type SwatchPattern } from '@koers/ui';
import { defineMessages, useIntl } from 'react-intl';

/**
 * How the calendar's category colours (`CALENDAR_COLOURS`) look and are called: each has a name
 * and a pattern of its own, so a category is never told by its colour alone. The settings tab
 * offers them; the year calendar draws its categories with them.
 */

const PATTERNS: Record<CalendarColourKey, SwatchPattern> = {
  green: 'solid',
  teal: 'diagonal',
  blue: 'dots',
  indigo: 'horizontal',
  purple: 'grid',
  pink: 'back-diagonal',
  red: 'checker',
  orange: 'ring',
  brown: 'vertical',
  slate: 'cross-hatch',
};

export const calendarColourMessages = defineMessages({
  green: { id: 'calendarColours.green', defaultMessage: 'Green' },
  teal: { id: 'calendarColours.teal', defaultMessage: 'Teal' },
  blue: { id: 'calendarColours.blue', defaultMessage: 'Blue' },
  indigo: { id: 'calendarColours.indigo', defaultMessage: 'Indigo' },
  purple: { id: 'calendarColours.purple', defaultMessage: 'Purple' },
  pink: { id: 'calendarColours.pink', defaultMessage: 'Pink' },
  red: { id: 'calendarColours.red', defaultMessage: 'Red' },
  orange: { id: 'calendarColours.orange', defaultMessage: 'Orange' },
  brown: { id: 'calendarColours.brown', defaultMessage: 'Brown' },
  slate: { id: 'calendarColours.slate', defaultMessage: 'Slate grey' },
});

type PaletteColour = (typeof CALENDAR_COLOURS)[number];

/** The palette's entry for a stored colour (any case); undefined for a colour from outside it. */
export function paletteColour(color: string): PaletteColour | undefined {
  const wanted = color.toLowerCase();
  return CALENDAR_COLOURS.find((c) => c.color.toLowerCase() === wanted);
}

/** The palette as the colour picker offers it: value, name, light and dark colour, pattern. */
export function useCalendarColourOptions(): SwatchOption[] {
  const intl = useIntl();
  return CALENDAR_COLOURS.map((c) => ({
    value: c.color,
    label: intl.formatMessage(calendarColourMessages[c.key]),
    color: c.color,
    darkColor: c.dark,
    pattern: PATTERNS[c.key],
  }));
}

/** The name of a colour: the palette's, or the colour code for one from outside the palette. */
export function useCalendarColourName(): (color: string) => string {
  const intl = useIntl();
  return (color) => {
    const entry = paletteColour(color);
    return entry ? intl.formatMessage(calendarColourMessages[entry.key]) : color;
  };
}

/**
 * A category's swatch: the palette's colours and pattern, or the stored colour plain. Decorative:
 * the category's name goes beside it.
 */
export function CategorySwatch({
  color,
  size = 'sm',
  className,
}: {
  color: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const entry = paletteColour(color);
  return (
    <Swatch
      className={className}
      color={entry?.color ?? color}
      darkColor={entry?.dark}
      pattern={entry ? PATTERNS[entry.key] : 'solid'}
      size={size}
    />
  );
}
