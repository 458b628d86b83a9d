import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ReorderableList, type ReorderableListLabels } from './ReorderableList';

interface App {
  id: number;
  name: string;
  kind: string;
}

const APPS: App[] = [
  { id: 1, name: 'Parnassys', kind: 'Leerlingvolgsysteem' },
  { id: 2, name: 'Outlook', kind: 'Webmail' },
  { id: 3, name: 'Basispoort', kind: 'Kiezer' },
  { id: 4, name: 'Microsoft To Do', kind: 'Taken' },
];

const EN: ReorderableListLabels = {
  drag: (name) => `Drag ${name}`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  moved: (name, position, total) => `${name} is now at position ${position} of ${total}.`,
};

/** A host that keeps the order, as an app does after `onReorder` (optimistically). */
function Host({
  label,
  labels,
  items = APPS,
  onReorder,
  withActions = false,
  emptyText,
}: {
  label: string;
  labels?: ReorderableListLabels;
  items?: App[];
  onReorder: (keys: unknown[]) => void;
  withActions?: boolean;
  emptyText?: string;
}) {
  const [order, setOrder] = useState(items);
  return (
    <ReorderableList
      aria-label={label}
      items={order}
      textValue={(app) => app.name}
      labels={labels}
      emptyText={emptyText}
      onReorder={(keys) => {
        onReorder(keys);
        setOrder(keys.map((key) => order.find((app) => app.id === key)!));
      }}
      actions={
        withActions
          ? (app) => (
              <Button size="sm" aria-label={`${app.name} wijzigen`}>
                Wijzigen
              </Button>
            )
          : undefined
      }
    >
      {(app) => (
        <span>
          <strong>{app.name}</strong> — {app.kind}
        </span>
      )}
    </ReorderableList>
  );
}

const meta = {
  title: 'Lists/ReorderableList',
  component: Host,
  args: { label: 'Applicaties', onReorder: fn() },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('grid', { name: label }))
    .getAllByRole('row')
    .map((row) => row.querySelector('strong')?.textContent);

/**
 * Keyboard only, with the move buttons: Tab reaches the list (one tab stop), arrows reach a row
 * and its controls, Enter moves the item; the focus stays with it and the status says where it
 * went.
 */
async function playMoveButtons(
  canvasElement: HTMLElement,
  texts: { label: string; moveUp: string; moved: string },
  onReorder: unknown,
) {
  const canvas = within(canvasElement);
  // react-aria builds the rows in a render of its own, after the grid.
  await canvas.findAllByRole('row');
  await userEvent.tab();
  const grid = canvas.getByRole('grid', { name: texts.label });
  await expect(grid.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  // Into the row of the third item, to its move-up button (after the drag handle).
  const moveUp = canvas.getByRole('button', { name: texts.moveUp });
  for (let i = 0; i < 5 && document.activeElement !== moveUp; i++)
    await userEvent.keyboard('{ArrowRight}');
  await expect(moveUp).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2, 4]);
  await expect(names(canvasElement, texts.label)).toEqual([
    'Parnassys',
    'Basispoort',
    'Outlook',
    'Microsoft To Do',
  ]);
  await waitFor(() => expect(moveUp).toHaveFocus());
  await expect(canvas.getByRole('status')).toHaveTextContent(texts.moved);
}

export const MoveButtonsNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement, args }) =>
    playMoveButtons(
      canvasElement,
      {
        label: 'Applicaties',
        moveUp: 'Basispoort omhoog',
        moved: 'Basispoort staat nu op plaats 2 van 4.',
      },
      args.onReorder,
    ),
};

export const MoveButtonsEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Applications', labels: EN },
  play: ({ canvasElement, args }) =>
    playMoveButtons(
      canvasElement,
      {
        label: 'Applications',
        moveUp: 'Move Basispoort up',
        moved: 'Basispoort is now at position 2 of 4.',
      },
      args.onReorder,
    ),
};

/**
 * Dragging by keyboard (react-aria): on a row, ArrowRight reaches its drag handle, Enter picks the
 * item up, arrows choose the gap to drop it in, Enter drops it there.
 */
async function playKeyboardDrag(
  canvasElement: HTMLElement,
  texts: { label: string; drag: string },
  onReorder: unknown,
) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('row');
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
  await expect(canvas.getByRole('button', { name: texts.drag })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  // The first gap offered is the one right after it; four up is before the first row.
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(onReorder).toHaveBeenLastCalledWith([4, 1, 2, 3]));
  await expect(names(canvasElement, texts.label)[0]).toBe('Microsoft To Do');
}

export const KeyboardDragNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement, args }) =>
    playKeyboardDrag(
      canvasElement,
      { label: 'Applicaties', drag: 'Verslepen: Microsoft To Do' },
      args.onReorder,
    ),
};

export const KeyboardDragEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Applications', labels: EN },
  play: ({ canvasElement, args }) =>
    playKeyboardDrag(
      canvasElement,
      { label: 'Applications', drag: 'Drag Microsoft To Do' },
      args.onReorder,
    ),
};

/** Controls of the host in each row, between the content and the move buttons. */
export const WithActions: Story = {
  globals: { locale: 'nl' },
  args: { withActions: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await canvas.findAllByRole('row');
    await expect(within(row!).getByRole('button', { name: 'Parnassys wijzigen' })).toBeVisible();
  },
};

/** Nothing to order yet: the host's empty text instead of an empty grid. */
export const EmptyNl: Story = {
  globals: { locale: 'nl' },
  args: { items: [], emptyText: 'Er zijn nog geen applicaties gekoppeld.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Er zijn nog geen applicaties gekoppeld.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Applications', items: [], emptyText: 'No applications have been linked yet.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No applications have been linked yet.')).toBeVisible();
  },
};

/** The narrow layout: the row's controls wrap under its content. */
export const Narrow: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile' } },
  args: { withActions: true },
};
