import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ICON_ACCEPT } from './acceptFile';
import { FileTrigger } from './FileTrigger';

const meta = {
  title: 'Forms/FileTrigger',
  component: FileTrigger,
  args: { onSelect: fn(), onReject: fn(), children: 'Icoon kiezen', accept: ICON_ACCEPT },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

function IconPicker({ texts }: { texts: { choose: string; chosen: string; rejected: string } }) {
  const [message, setMessage] = useState('');
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <FileTrigger
        accept={ICON_ACCEPT}
        onSelect={(files) => setMessage(`${texts.chosen}: ${files.map((f) => f.name).join(', ')}`)}
        onReject={(files) =>
          setMessage(`${texts.rejected}: ${files.map((f) => f.name).join(', ')}`)
        }
      >
        {texts.choose}
      </FileTrigger>
      <p role="status">{message}</p>
    </div>
  );
}

/** The button is reached with Tab; a picked file of the wrong type is reported. */
export const IconNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <IconPicker
      texts={{ choose: 'Icoon kiezen', chosen: 'Gekozen', rejected: 'Alleen JPEG of PNG' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Icoon kiezen' })).toHaveFocus();
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await userEvent.upload(input, new File(['x'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Alleen JPEG of PNG: logo.gif');
    await userEvent.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Gekozen: logo.png');
  },
};

export const IconEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <IconPicker texts={{ choose: 'Choose icon', chosen: 'Chosen', rejected: 'Only JPEG or PNG' }} />
  ),
};

export const AnyFileNl: Story = {
  globals: { locale: 'nl' },
  args: { accept: [], allowsMultiple: true, children: 'Bestanden toevoegen', variant: 'primary' },
};

export const AnyFileEn: Story = {
  globals: { locale: 'en' },
  args: { accept: [], allowsMultiple: true, children: 'Add files', variant: 'primary' },
};

export const UploadingNl: Story = {
  globals: { locale: 'nl' },
  args: { isPending: true, pendingLabel: 'Uploaden bezig' },
};

export const UploadingEn: Story = {
  globals: { locale: 'en' },
  args: { isPending: true, pendingLabel: 'Uploading', children: 'Choose icon' },
};
