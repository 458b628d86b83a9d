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

/** The heading takes focus; Tab reaches the links; Enter moves focus to the field. */
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Controleer het formulier' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Vul een geldig e-mailadres in' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'E-mailadres' })).toHaveFocus();
  },
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
};

export const DefaultTitleNl: Story = {
  globals: { locale: 'nl' },
  args: {
    focusOnError: false,
    description: 'Het opslaan is niet gelukt.',
    errors: [{ fieldId: 'ontbreekt', message: 'De naam bestaat al' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Er ging iets mis');
  },
};

export const DefaultTitleEn: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Something went wrong',
    focusOnError: false,
    description: 'Saving did not succeed.',
    errors: [{ fieldId: 'missing', message: 'The name is already taken' }],
  },
};

/** Without errors nothing is rendered. */
export const NoErrorsNl: Story = {
  globals: { locale: 'nl' },
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const NoErrorsEn: Story = {
  globals: { locale: 'en' },
  args: { errors: [], title: 'Check the form' },
};
