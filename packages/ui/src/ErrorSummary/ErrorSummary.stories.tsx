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
