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
export const EditModeNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Je zit momenteel in bewerkmodus');
  },
};

export const EditModeEn: Story = {
  globals: { locale: 'en' },
  args: { children: 'You are currently in edit mode' },
};

export const WarningNl: Story = {
  globals: { locale: 'nl' },
  args: {
    variant: 'warning',
    children: 'Dit schooljaar is gearchiveerd en kan niet worden bewerkt.',
  },
};

export const WarningEn: Story = {
  globals: { locale: 'en' },
  args: { variant: 'warning', children: 'This school year is archived and cannot be edited.' },
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
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Notice dismissed')).toBeVisible();
  },
};
