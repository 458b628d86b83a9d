import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Herhalen tot en met', onChange: fn() },
  // react-aria's own texts (day, month, year) follow the story's language.
  decorators: [
    (Story, context) => (
      <I18nProvider locale={context.globals.locale === 'en' ? 'en-GB' : 'nl-NL'}>
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed with the keyboard only: Tab into the day, digits move on to the month and the year. */
async function playTyping(
  canvasElement: HTMLElement,
  texts: { label: string; day: RegExp },
  onChange: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const group = canvas.getByRole('group', { name: texts.label });
  const [day] = within(group).getAllByRole('spinbutton');
  await expect(day).toHaveFocus();
  await expect(day).toHaveAccessibleName(texts.day);
  await userEvent.keyboard('16072027');
  const last = () => String((onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0]);
  await waitFor(() => expect(last()).toBe('2027-07-16'));
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(last()).toBe('2026-07-16'));
}

export const TypingNl: Story = {
  globals: { locale: 'nl' },
  args: { description: 'De laatste dag waarop de activiteit terugkomt.' },
  play: ({ canvasElement, args }) =>
    playTyping(
      canvasElement,
      { label: 'Herhalen tot en met', day: /^dag, Herhalen tot en met/ },
      args.onChange,
    ),
};

export const TypingEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Repeat until', description: 'The last day the event comes back on.' },
  play: ({ canvasElement, args }) =>
    playTyping(canvasElement, { label: 'Repeat until', day: /^day, Repeat until/ }, args.onChange),
};

/** A server error: shown under the field and told with it; the id hands the focus on. */
async function playInvalid(canvasElement: HTMLElement, label: string, error: string) {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('group', { name: label });
  await expect(canvas.getByText(error)).toBeVisible();
  const [first] = within(group).getAllByRole('spinbutton');
  await expect(first).toHaveAccessibleDescription(expect.stringContaining(error));
  document.getElementById('tot')!.focus();
  await waitFor(() => expect(first).toHaveFocus());
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    id: 'tot',
    defaultValue: parseDate('2026-09-01'),
    isInvalid: true,
    errorMessage: 'De herhaling kan niet eindigen vóór de eerste dag, 2026-09-07.',
  },
  play: ({ canvasElement }) =>
    playInvalid(
      canvasElement,
      'Herhalen tot en met',
      'De herhaling kan niet eindigen vóór de eerste dag, 2026-09-07.',
    ),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    id: 'tot',
    label: 'Repeat until',
    defaultValue: parseDate('2026-09-01'),
    isInvalid: true,
    errorMessage: 'The repetitions cannot end before the first day, 2026-09-07.',
  },
  play: ({ canvasElement }) =>
    playInvalid(
      canvasElement,
      'Repeat until',
      'The repetitions cannot end before the first day, 2026-09-07.',
    ),
};

/** In a form: the date is submitted under the field's name, as YYYY-MM-DD. */
function InForm({ locale }: { locale: 'nl' | 'en' }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('until')));
      }}
    >
      <DateField
        label={locale === 'nl' ? 'Herhalen tot en met' : 'Repeat until'}
        name="until"
        defaultValue={parseDate('2027-07-16')}
      />
      <button type="submit">{locale === 'nl' ? 'Opslaan' : 'Save'}</button>
      {sent ? <output>{sent}</output> : null}
    </form>
  );
}

async function playForm(canvasElement: HTMLElement, save: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: save }));
  await expect(canvas.getByRole('status')).toHaveTextContent('2027-07-16');
}

export const InFormNl: Story = {
  globals: { locale: 'nl' },
  render: () => <InForm locale="nl" />,
  play: ({ canvasElement }) => playForm(canvasElement, 'Opslaan'),
};

export const InFormEn: Story = {
  globals: { locale: 'en' },
  render: () => <InForm locale="en" />,
  play: ({ canvasElement }) => playForm(canvasElement, 'Save'),
};
