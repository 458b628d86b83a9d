import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: { label: 'Begintijd', onChange: fn() },
  // react-aria's own texts (hour, minute) follow the story's language.
  decorators: [
    (Story, context) => (
      <I18nProvider locale={context.globals.locale === 'en' ? 'en-GB' : 'nl-NL'}>
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typed with the keyboard only: Tab into the hour, digits move on to the minutes; the arrow keys
 * step the segment with the focus. Hours run 0–23.
 */
async function playTyping(
  canvasElement: HTMLElement,
  texts: { label: string; hour: RegExp },
  onChange: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const group = canvas.getByRole('group', { name: texts.label });
  const [hour, minute] = within(group).getAllByRole('spinbutton');
  await expect(hour).toHaveFocus();
  await expect(hour).toHaveAccessibleName(texts.hour);
  await userEvent.keyboard('1930');
  await expect(minute).toHaveFocus();
  const last = () => String((onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0]);
  await waitFor(() => expect(last()).toBe('19:30:00'));
  await userEvent.keyboard('{ArrowUp}');
  await waitFor(() => expect(last()).toBe('19:31:00'));
  await expect(hour).toHaveTextContent('19');
}

export const TypingNl: Story = {
  globals: { locale: 'nl' },
  args: { description: 'Laat leeg voor een activiteit van de hele dag.' },
  play: ({ canvasElement, args }) =>
    playTyping(canvasElement, { label: 'Begintijd', hour: /^uur, Begintijd/ }, args.onChange),
};

export const TypingEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Start time', description: 'Leave empty for an all-day event.' },
  play: ({ canvasElement, args }) =>
    playTyping(canvasElement, { label: 'Start time', hour: /^hour, Start time/ }, args.onChange),
};

/** A server error: shown under the field and told with it; the id hands the focus to the hour. */
async function playInvalid(canvasElement: HTMLElement, label: string, error: string) {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('group', { name: label });
  await expect(canvas.getByText(error)).toBeVisible();
  const [hour] = within(group).getAllByRole('spinbutton');
  await expect(hour).toHaveAccessibleDescription(expect.stringContaining(error));
  document.getElementById('eindtijd')!.focus();
  await waitFor(() => expect(hour).toHaveFocus());
}

export const InvalidNl: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Eindtijd',
    id: 'eindtijd',
    defaultValue: new Time(8, 0),
    isInvalid: true,
    errorMessage: 'Het veld eindtijd moet na 08:30 liggen.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'Eindtijd', 'Het veld eindtijd moet na 08:30 liggen.'),
};

export const InvalidEn: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'End time',
    id: 'eindtijd',
    defaultValue: new Time(8, 0),
    isInvalid: true,
    errorMessage: 'The end time must be after 08:30.',
  },
  play: ({ canvasElement }) =>
    playInvalid(canvasElement, 'End time', 'The end time must be after 08:30.'),
};

/** In a form: the time is submitted under the field's name, as HH:MM:SS. */
function InForm({ locale }: { locale: 'nl' | 'en' }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('start_time')));
      }}
    >
      <TimeField
        label={locale === 'nl' ? 'Begintijd' : 'Start time'}
        name="start_time"
        defaultValue={new Time(8, 30)}
      />
      <button type="submit">{locale === 'nl' ? 'Opslaan' : 'Save'}</button>
      {sent ? <output>{sent}</output> : null}
    </form>
  );
}

async function playForm(canvasElement: HTMLElement, save: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: save }));
  await expect(canvas.getByRole('status')).toHaveTextContent('08:30:00');
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

/** At 320 px the field keeps to its width and its segments stay 24 px targets. */
export const NarrowNl: Story = {
  globals: { locale: 'nl', viewport: { value: 'narrow' } },
  args: { defaultValue: new Time(13, 15) },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      const box = segment.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};
