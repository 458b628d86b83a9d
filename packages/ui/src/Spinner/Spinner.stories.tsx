import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the ring is visible; the label is read by screen readers. */
export const HiddenLabelNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Laden…');
  },
};

export const HiddenLabelEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Loading…' },
};

export const VisibleLabelNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Scholen worden geladen…', showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scholen worden geladen…')).toBeVisible();
  },
};

export const VisibleLabelEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Loading schools…', showLabel: true, size: 'lg' },
};

export const SizesNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Spinner size="sm" label="Klein" showLabel />
      <Spinner size="md" label="Middel" showLabel />
      <Spinner size="lg" label="Groot" showLabel />
    </div>
  ),
};

export const SizesEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Spinner size="sm" label="Small" showLabel />
      <Spinner size="md" label="Medium" showLabel />
      <Spinner size="lg" label="Large" showLabel />
    </div>
  ),
};
