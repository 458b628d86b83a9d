import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a link the badge's text is part of the link's name: the status is heard, not only seen. */
async function playStatuses(canvasElement: HTMLElement, names: string[]) {
  const canvas = within(canvasElement);
  for (const name of names) await expect(canvas.getByRole('link', { name })).toBeVisible();
}

const statuses = (labels: [string, string, string], name: string) => (
  <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
    {(['neutral', 'info', 'success'] as const).map((variant, i) => (
      <li key={variant}>
        <a href="#plan">
          {name} <Badge variant={variant}>{labels[i]}</Badge>
        </a>
      </li>
    ))}
  </ul>
);

/** A document's three statuses beside its name, as in the sidebar. */
export const DocumentStatusesNl: Story = {
  globals: { locale: 'nl' },
  args: { children: 'Concept' },
  render: () => statuses(['Concept', 'Ter bespreking', 'Vastgesteld'], 'Jaarplan'),
  play: ({ canvasElement }) =>
    playStatuses(canvasElement, [
      'Jaarplan Concept',
      'Jaarplan Ter bespreking',
      'Jaarplan Vastgesteld',
    ]),
};

export const DocumentStatusesEn: Story = {
  globals: { locale: 'en' },
  args: { children: 'Draft' },
  render: () => statuses(['Draft', 'Under discussion', 'Adopted'], 'Annual plan'),
  play: ({ canvasElement }) =>
    playStatuses(canvasElement, [
      'Annual plan Draft',
      'Annual plan Under discussion',
      'Annual plan Adopted',
    ]),
};
