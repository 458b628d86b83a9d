import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeField } from './DateRangeField';

const meta = {
  title: 'Forms/DateRangeField',
  component: DateRangeField,
  args: { label: 'Looptijd', onChange: fn() },
  // react-aria's own texts (start date, calendar, previous month) follow the story's language.
  decorators: [
    (Story, context) => (
      <I18nProvider locale={context.globals.locale === 'en' ? 'en-GB' : 'nl-NL'}>
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed with the keyboard only: Tab into the start day, digits move on to the next segment. */
async function playTyping(
  canvasElement: HTMLElement,
  texts: { label: string; startDay: RegExp },
  onChange: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const group = canvas.getByRole('group', { name: texts.label });
  const [startDay] = within(group).getAllByRole('spinbutton');
  await expect(startDay).toHaveFocus();
  await expect(startDay).toHaveAccessibleName(texts.startDay);
  await userEvent.keyboard('01082026');
  await userEvent.keyboard('31072027');
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  const [last] = (onChange as ReturnType<typeof fn>).mock.calls.at(-1) as [
    { start: { toString(): string }; end: { toString(): string } },
  ];
  await expect(last.start.toString()).toBe('2026-08-01');
  await expect(last.end.toString()).toBe('2027-07-31');
}

export const TypingNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Schooljaar', description: 'Van de eerste tot en met de laatste dag.' },
  play: ({ canvasElement, args }) =>
    playTyping(canvasElement, { label: 'Schooljaar', startDay: /^dag, Startdatum/ }, args.onChange),
};

export const TypingEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'School year', description: 'From the first to the last day.' },
  play: ({ canvasElement, args }) =>
    playTyping(
      canvasElement,
      { label: 'School year', startDay: /^day, Start Date/ },
      args.onChange,
    ),
};

/** The calendar: opened from its button, arrows move between days, Enter picks start and end. */
async function playCalendar(canvasElement: HTMLElement, calendarName: RegExp, onChange: unknown) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: calendarName }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  const grid = within(dialog).getByRole('grid');
  // The focus starts in the grid, on the range's start day (1 August 2026).
  await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
  await expect(document.activeElement).toHaveTextContent(/^1$/);
  await userEvent.keyboard('{ArrowRight}');
  const startDay = document.activeElement?.textContent;
  await userEvent.keyboard('{Enter}{ArrowDown}');
  const endDay = document.activeElement?.textContent;
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  const [last] = (onChange as ReturnType<typeof fn>).mock.calls.at(-1) as [
    { start: { day: number; month: number }; end: { day: number; month: number } },
  ];
  await expect(String(last.start.day)).toBe(startDay);
  await expect(String(last.end.day)).toBe(endDay);
  await expect(last.end.day).toBeGreaterThan(last.start.day);
  await expect([last.start.month, last.end.month]).toEqual([8, 8]);
}

export const CalendarNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Schooljaar',
    defaultValue: { start: parseDate('2026-08-01'), end: parseDate('2027-07-31') },
  },
  play: ({ canvasElement, args }) => playCalendar(canvasElement, /Kalender/, args.onChange),
};

export const CalendarEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'School year',
    defaultValue: { start: parseDate('2026-08-01'), end: parseDate('2027-07-31') },
  },
  play: ({ canvasElement, args }) => playCalendar(canvasElement, /Calendar/, args.onChange),
};

/** A server error: shown under the field, linked to the dates, which are marked invalid. */
async function playInvalid(canvasElement: HTMLElement, error: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(error)).toBeVisible();
  for (const segment of canvas.getAllByRole('spinbutton')) {
    await expect(segment).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
    new RegExp(`${error.replace('.', '\\.')}$`),
  );
}

export const InvalidNl: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile' } },
  args: {
    label: 'Schooljaar',
    defaultValue: { start: parseDate('2026-08-01'), end: parseDate('2026-07-31') },
    isInvalid: true,
    errorMessage: 'De einddatum moet na de startdatum liggen.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'De einddatum moet na de startdatum liggen.'),
};

export const InvalidEn: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  args: {
    label: 'School year',
    defaultValue: { start: parseDate('2026-08-01'), end: parseDate('2026-07-31') },
    isInvalid: true,
    errorMessage: 'The end date must be after the start date.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'The end date must be after the start date.'),
};
