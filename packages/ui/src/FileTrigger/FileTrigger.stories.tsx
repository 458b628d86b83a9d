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

/**
 * The button is reached with Tab; the file input accepts JPEG and PNG only; a file of another
 * type picked past the filter is rejected and reported, a PNG is accepted.
 */
async function playIcon(
  canvasElement: HTMLElement,
  texts: { choose: string; chosen: string; rejected: string },
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: texts.choose })).toHaveFocus();
  const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
  await userEvent.upload(input, new File(['x'], 'logo.gif', { type: 'image/gif' }), {
    applyAccept: false,
  });
  await expect(canvas.getByRole('status')).toHaveTextContent(`${texts.rejected}: logo.gif`);
  await userEvent.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
  await expect(canvas.getByRole('status')).toHaveTextContent(`${texts.chosen}: logo.png`);
}

const iconNl = { choose: 'Icoon kiezen', chosen: 'Gekozen', rejected: 'Alleen JPEG of PNG' };
const iconEn = { choose: 'Choose icon', chosen: 'Chosen', rejected: 'Only JPEG or PNG' };

export const IconNl: Story = {
  globals: { locale: 'nl' },
  render: () => <IconPicker texts={iconNl} />,
  play: ({ canvasElement }) => playIcon(canvasElement, iconNl),
};

export const IconEn: Story = {
  globals: { locale: 'en' },
  render: () => <IconPicker texts={iconEn} />,
  play: ({ canvasElement }) => playIcon(canvasElement, iconEn),
};

/** No accept list: any type, several files at once, all passed to onSelect. */
async function playAnyFile(canvasElement: HTMLElement, label: string, onSelect: unknown) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
  const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
  await expect(input).not.toHaveAttribute('accept');
  await expect(input).toHaveAttribute('multiple');
  const files = [
    new File(['x'], 'plan.pdf', { type: 'application/pdf' }),
    new File(['x'], 'notulen.docx', { type: 'application/msword' }),
  ];
  await userEvent.upload(input, files);
  await expect(onSelect).toHaveBeenCalledWith(files);
}

export const AnyFileNl: Story = {
  globals: { locale: 'nl' },
  args: { accept: [], allowsMultiple: true, children: 'Bestanden toevoegen', variant: 'primary' },
  play: ({ canvasElement, args }) =>
    playAnyFile(canvasElement, 'Bestanden toevoegen', args.onSelect),
};

export const AnyFileEn: Story = {
  globals: { locale: 'en' },
  args: { accept: [], allowsMultiple: true, children: 'Add files', variant: 'primary' },
  play: ({ canvasElement, args }) => playAnyFile(canvasElement, 'Add files', args.onSelect),
};

/** Uploading: the button keeps focus and shows a named spinner; presses do nothing. */
async function playUploading(
  canvasElement: HTMLElement,
  texts: { label: string; pending: string },
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const button = canvas.getByRole('button', { name: new RegExp(texts.label) });
  await expect(button).toHaveFocus();
  await expect(canvas.getByRole('progressbar', { name: texts.pending })).toBeVisible();
  const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
  const opened = new Promise<boolean>((resolve) => {
    input.addEventListener('click', () => resolve(true), { once: true });
    setTimeout(() => resolve(false), 300);
  });
  await userEvent.keyboard('{Enter}');
  await expect(await opened).toBe(false);
}

export const UploadingNl: Story = {
  globals: { locale: 'nl' },
  args: { isPending: true, pendingLabel: 'Uploaden bezig' },
  play: ({ canvasElement }) =>
    playUploading(canvasElement, { label: 'Icoon kiezen', pending: 'Uploaden bezig' }),
};

export const UploadingEn: Story = {
  globals: { locale: 'en' },
  args: { isPending: true, pendingLabel: 'Uploading', children: 'Choose icon' },
  play: ({ canvasElement }) =>
    playUploading(canvasElement, { label: 'Choose icon', pending: 'Uploading' }),
};
