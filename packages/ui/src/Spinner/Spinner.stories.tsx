import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status whose text is the label; hidden or shown; never in the tab order. */
async function playSpinner(canvasElement: HTMLElement, label: string, visible: boolean) {
  const canvas = within(canvasElement);
  const status = canvas.getByRole('status');
  await expect(status).toHaveTextContent(label);
  const text = canvas.getByText(label);
  if (visible) await expect(text.getBoundingClientRect().width).toBeGreaterThan(1);
  else await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  await userEvent.tab();
  await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
}

/** Only the ring is visible; the label is read by screen readers. */
export const HiddenLabelNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement }) => playSpinner(canvasElement, 'Laden…', false),
};

export const HiddenLabelEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Loading…' },
  play: ({ canvasElement }) => playSpinner(canvasElement, 'Loading…', false),
};

export const VisibleLabelNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Scholen worden geladen…', showLabel: true, size: 'lg' },
  play: ({ canvasElement }) => playSpinner(canvasElement, 'Scholen worden geladen…', true),
};

export const VisibleLabelEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Loading schools…', showLabel: true, size: 'lg' },
  play: ({ canvasElement }) => playSpinner(canvasElement, 'Loading schools…', true),
};

/** sm 1rem, md 1.5rem, lg 2.5rem: each size is a separate status with its own label. */
async function playSizes(canvasElement: HTMLElement, labels: [string, string, string]) {
  const statuses = within(canvasElement).getAllByRole('status');
  await expect(statuses.map((s) => s.textContent)).toEqual(labels);
  // Computed size, not the bounding box: the ring is rotating.
  const widths = statuses.map(
    (s) => getComputedStyle(s.querySelector('.koers-spinner__ring')!).width,
  );
  await expect(widths).toEqual(['16px', '24px', '40px']);
}

function Sizes({ labels }: { labels: [string, string, string] }) {
  return (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Spinner size="sm" label={labels[0]} showLabel />
      <Spinner size="md" label={labels[1]} showLabel />
      <Spinner size="lg" label={labels[2]} showLabel />
    </div>
  );
}

export const SizesNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Sizes labels={['Klein', 'Middel', 'Groot']} />,
  play: ({ canvasElement }) => playSizes(canvasElement, ['Klein', 'Middel', 'Groot']),
};

export const SizesEn: Story = {
  globals: { locale: 'en' },
  render: () => <Sizes labels={['Small', 'Medium', 'Large']} />,
  play: ({ canvasElement }) => playSizes(canvasElement, ['Small', 'Medium', 'Large']),
};
