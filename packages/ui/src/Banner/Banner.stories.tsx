import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Shell/Banner',
  component: Banner,
  args: { variant: 'info' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edit-mode banner with its default Dutch text. */
/** A polite status with the given text, no close button, and nothing in the tab order. */
async function playNotice(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(text);
  await expect(canvas.queryByRole('button')).toBeNull();
  await userEvent.tab();
  await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
}

export const EditModeNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement }) => playNotice(canvasElement, 'Je zit momenteel in bewerkmodus'),
};

export const EditModeEn: Story = {
  globals: { locale: 'en' },
  args: { children: 'You are currently in edit mode' },
  play: ({ canvasElement }) => playNotice(canvasElement, 'You are currently in edit mode'),
};

/** The warning variant: its own colour and icon, same polite status. */
export const WarningNl: Story = {
  globals: { locale: 'nl' },
  args: {
    variant: 'warning',
    children: 'Dit schooljaar is gearchiveerd en kan niet worden bewerkt.',
  },
  play: async ({ canvasElement }) => {
    await playNotice(canvasElement, 'Dit schooljaar is gearchiveerd en kan niet worden bewerkt.');
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute(
      'data-variant',
      'warning',
    );
  },
};

export const WarningEn: Story = {
  globals: { locale: 'en' },
  args: { variant: 'warning', children: 'This school year is archived and cannot be edited.' },
  play: async ({ canvasElement }) => {
    await playNotice(canvasElement, 'This school year is archived and cannot be edited.');
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute(
      'data-variant',
      'warning',
    );
  },
};

function DismissibleDemo({
  label,
  text,
  onDismiss,
}: {
  label: string;
  text: string;
  onDismiss: () => void;
}) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Banner
      dismissLabel={label}
      onDismiss={() => {
        onDismiss();
        setOpen(false);
      }}
    >
      {text}
    </Banner>
  ) : (
    <p>{label === 'Sluiten' ? 'Melding gesloten' : 'Notice dismissed'}</p>
  );
}

/** Dismissed with the keyboard only: Tab to the close button, Enter closes it. */
export const DismissibleNl: Story = {
  globals: { locale: 'nl' },
  args: { onDismiss: fn() },
  render: (args) => (
    <DismissibleDemo
      label="Sluiten"
      text="Je wijzigingen zijn opgeslagen."
      onDismiss={args.onDismiss!}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Sluiten' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('Melding gesloten')).toBeVisible();
  },
};

export const DismissibleEn: Story = {
  globals: { locale: 'en' },
  args: { onDismiss: fn() },
  render: (args) => (
    <DismissibleDemo
      label="Close"
      text="Your changes have been saved."
      onDismiss={args.onDismiss!}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your changes have been saved.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('Notice dismissed')).toBeVisible();
  },
};
