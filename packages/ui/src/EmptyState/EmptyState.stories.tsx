import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const icon = (
  <svg viewBox="0 0 48 48" focusable="false">
    <path d="M12 6h17l9 9v27H12V6Zm17 0v9h9" fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

/** Spy for the action button of the WithAction stories. */
const onAction = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Nog geen documenten' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a heading, the icon is hidden, and the action is reached with Tab and Enter. */
async function playWithAction(
  canvasElement: HTMLElement,
  texts: { title: string; action: string },
) {
  const canvas = within(canvasElement);
  onAction.mockClear();
  await expect(canvas.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
  await expect(canvasElement.querySelector('.koers-empty-state__icon')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: texts.action })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onAction).toHaveBeenCalledOnce();
}

export const WithActionNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <EmptyState
      icon={icon}
      title="Nog geen documenten"
      description="Maak het eerste schoolplan voor dit schooljaar."
      action={
        <Button variant="primary" onPress={onAction}>
          Nieuw document
        </Button>
      }
    />
  ),
  play: ({ canvasElement }) =>
    playWithAction(canvasElement, { title: 'Nog geen documenten', action: 'Nieuw document' }),
};

export const WithActionEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <EmptyState
      icon={icon}
      title="No documents yet"
      description="Create the first school plan for this school year."
      action={
        <Button variant="primary" onPress={onAction}>
          New document
        </Button>
      }
    />
  ),
  play: ({ canvasElement }) =>
    playWithAction(canvasElement, { title: 'No documents yet', action: 'New document' }),
};

/** Text only, inside a table or card: no heading, nothing focusable. */
async function playTextOnly(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(title)).toBeVisible();
  await expect(canvas.queryByRole('heading')).toBeNull();
  await expect(canvas.queryByRole('button')).toBeNull();
}

export const TextOnlyNl: Story = {
  globals: { locale: 'nl' },
  args: { title: 'Er zijn geen scholen gevonden.', headingLevel: 'none' },
  play: ({ canvasElement }) => playTextOnly(canvasElement, 'Er zijn geen scholen gevonden.'),
};

export const TextOnlyEn: Story = {
  globals: { locale: 'en' },
  args: { title: 'No schools were found.', headingLevel: 'none' },
  play: ({ canvasElement }) => playTextOnly(canvasElement, 'No schools were found.'),
};
