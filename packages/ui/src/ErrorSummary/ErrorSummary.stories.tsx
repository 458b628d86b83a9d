import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

function Form({
  title,
  fields,
}: {
  title: string;
  fields: { id: string; label: string; error: string }[];
}) {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <ErrorSummary
        title={title}
        errors={fields.map((f) => ({ fieldId: f.id, message: f.error }))}
      />
      {fields.map((f) => (
        <TextField key={f.id} id={f.id} label={f.label} isInvalid errorMessage={f.error} />
      ))}
    </div>
  );
}

/**
 * After a failed submit the summary is an alert whose heading takes focus; Tab reaches one
 * link per error and Enter moves focus to that field.
 */
async function playForm(
  canvasElement: HTMLElement,
  texts: { title: string; errors: string[]; field: string },
) {
  const canvas = within(canvasElement);
  const alert = canvas.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: texts.title })).toHaveFocus();
  const links = within(alert).getAllByRole('link');
  await expect(links.map((l) => l.textContent)).toEqual(texts.errors);
  await userEvent.tab();
  await userEvent.tab();
  await expect(links[1]).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('textbox', { name: texts.field })).toHaveFocus();
}

export const FormNl: Story = {
  globals: { locale: 'nl' },
  args: { errors: [] },
  render: () => (
    <Form
      title="Controleer het formulier"
      fields={[
        { id: 'naam', label: 'Naam', error: 'Vul een naam in' },
        { id: 'email', label: 'E-mailadres', error: 'Vul een geldig e-mailadres in' },
      ]}
    />
  ),
  play: ({ canvasElement }) =>
    playForm(canvasElement, {
      title: 'Controleer het formulier',
      errors: ['Vul een naam in', 'Vul een geldig e-mailadres in'],
      field: 'E-mailadres',
    }),
};

export const FormEn: Story = {
  globals: { locale: 'en' },
  args: { errors: [] },
  render: () => (
    <Form
      title="Check the form"
      fields={[
        { id: 'name', label: 'Name', error: 'Enter a name' },
        { id: 'email-en', label: 'Email address', error: 'Enter a valid email address' },
      ]}
    />
  ),
  play: ({ canvasElement }) =>
    playForm(canvasElement, {
      title: 'Check the form',
      errors: ['Enter a name', 'Enter a valid email address'],
      field: 'Email address',
    }),
};

/**
 * With focusOnError off, focus stays where it was; the heading and description are shown and
 * a link to a field that is not on the page falls back to a plain anchor.
 */
async function playNoFocus(
  canvasElement: HTMLElement,
  texts: { title: string; description: string; error: string; fieldId: string },
) {
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { name: texts.title });
  await expect(heading).not.toHaveFocus();
  await expect(canvas.getByText(texts.description)).toBeVisible();
  await userEvent.tab();
  const link = canvas.getByRole('link', { name: texts.error });
  await expect(link).toHaveFocus();
  await expect(link).toHaveAttribute('href', `#${texts.fieldId}`);
}

export const DefaultTitleNl: Story = {
  globals: { locale: 'nl' },
  args: {
    focusOnError: false,
    description: 'Het opslaan is niet gelukt.',
    errors: [{ fieldId: 'ontbreekt', message: 'De naam bestaat al' }],
  },
  play: ({ canvasElement }) =>
    playNoFocus(canvasElement, {
      title: 'Er ging iets mis',
      description: 'Het opslaan is niet gelukt.',
      error: 'De naam bestaat al',
      fieldId: 'ontbreekt',
    }),
};

export const DefaultTitleEn: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Something went wrong',
    focusOnError: false,
    description: 'Saving did not succeed.',
    errors: [{ fieldId: 'missing', message: 'The name is already taken' }],
  },
  play: ({ canvasElement }) =>
    playNoFocus(canvasElement, {
      title: 'Something went wrong',
      description: 'Saving did not succeed.',
      error: 'The name is already taken',
      fieldId: 'missing',
    }),
};

/** Without errors nothing is rendered: no alert, no heading. */
async function playNoErrors(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  await expect(canvasElement.textContent).toBe('');
}

export const NoErrorsNl: Story = {
  globals: { locale: 'nl' },
  args: { errors: [] },
  play: ({ canvasElement }) => playNoErrors(canvasElement),
};

export const NoErrorsEn: Story = {
  globals: { locale: 'en' },
  args: { errors: [], title: 'Check the form' },
  play: ({ canvasElement }) => playNoErrors(canvasElement),
};

/**
 * Where a list item's bullet sits: on the baseline of the item's first line box (CSS Lists).
 * Pseudo-elements have no box a script can measure, so the measurement puts a probe into that
 * line box, right before the link, and takes it out again: an inline holding a word joiner (no
 * width, and no place to break a line), with a negative margin so that it never pushes the link
 * onto a line of its own.
 */
function withProbe<T>(item: HTMLElement, measure: (probe: DOMRect) => T): T {
  const probe = document.createElement('span');
  probe.textContent = '\u2060';
  probe.style.marginInlineEnd = '-1px';
  item.insertBefore(probe, item.firstChild);
  try {
    return measure(probe.getBoundingClientRect());
  } finally {
    probe.remove();
  }
}

/** The rectangles of the lines a link's text wraps into, top to bottom. */
function lineRects(link: HTMLElement): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(link);
  const byLine = new Map<number, DOMRect>();
  for (const rect of range.getClientRects()) {
    if (rect.width > 0 && !byLine.has(Math.round(rect.top))) byLine.set(Math.round(rect.top), rect);
  }
  return [...byLine.values()].sort((a, b) => a.top - b.top);
}

/**
 * A message that wraps over several lines: its bullet stays beside the first line, as in a
 * list of plain text, not beside the last one.
 */
async function playWrapped(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  const link = canvas.getByRole('link', { name: message });
  const item = link.closest('li') as HTMLElement;
  const { lines, bullet } = withProbe(item, (probe) => ({ lines: lineRects(link), bullet: probe }));
  await expect(lines.length).toBeGreaterThan(2);
  const first = lines[0]!;
  await expect(Math.abs(bullet.top - first.top)).toBeLessThanOrEqual(first.height / 2);
}

const LONG_NL =
  'Het e-mailadres van de contactpersoon voor de medezeggenschapsraad moet een geldig adres zijn, bijvoorbeeld naam@school.nl';
const LONG_EN =
  'The email address of the contact person for the participation council must be a valid address, for example name@school.nl';

export const WrappedMessageNl: Story = {
  globals: { locale: 'nl' },
  args: { focusOnError: false, errors: [{ fieldId: 'mr-email', message: LONG_NL }] },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  play: ({ canvasElement }) => playWrapped(canvasElement, LONG_NL),
};

export const WrappedMessageEn: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Something went wrong',
    focusOnError: false,
    errors: [{ fieldId: 'council-email', message: LONG_EN }],
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  play: ({ canvasElement }) => playWrapped(canvasElement, LONG_EN),
};
