import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ICON_ACCEPT, isAcceptedFile } from './acceptFile';
import { FileTrigger } from './FileTrigger';
import { itPassesThrough } from '../test-utils/passthrough';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('isAcceptedFile', () => {
  it('accepts JPEG and PNG icons and nothing else with ICON_ACCEPT', () => {
    expect(ICON_ACCEPT).toEqual(['image/jpeg', 'image/png']);
    expect(isAcceptedFile(file('logo.png', 'image/png'), ICON_ACCEPT)).toBe(true);
    expect(isAcceptedFile(file('logo.JPG', 'image/jpeg'), ICON_ACCEPT)).toBe(true);
    expect(isAcceptedFile(file('logo.gif', 'image/gif'), ICON_ACCEPT)).toBe(false);
    expect(isAcceptedFile(file('logo.svg', 'image/svg+xml'), ICON_ACCEPT)).toBe(false);
  });

  it('accepts anything with an empty list, and understands wildcards and extensions', () => {
    expect(isAcceptedFile(file('a.exe', 'application/x-msdownload'), [])).toBe(true);
    expect(isAcceptedFile(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
    expect(isAcceptedFile(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
    expect(isAcceptedFile(file('Plan.PDF', ''), ['.pdf'])).toBe(true);
  });
});

describe('FileTrigger', () => {
  it('passes accepted files to onSelect and the rest to onReject', async () => {
    const onSelect = vi.fn();
    const onReject = vi.fn();
    render(
      <FileTrigger accept={ICON_ACCEPT} allowsMultiple onSelect={onSelect} onReject={onReject}>
        Icoon kiezen
      </FileTrigger>,
    );
    expect(screen.getByRole('button', { name: 'Icoon kiezen' })).toBeInTheDocument();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const png = file('a.png', 'image/png');
    const gif = file('b.gif', 'image/gif');
    // applyAccept off: a user can pick "all files" in the dialog, past the accept hint.
    await userEvent.setup({ applyAccept: false }).upload(input, [png, gif]);
    expect(onSelect).toHaveBeenCalledWith([png]);
    expect(onReject).toHaveBeenCalledWith([gif]);
  });

  it('does not call onSelect when every file is rejected', async () => {
    const onSelect = vi.fn();
    const onReject = vi.fn();
    render(
      <FileTrigger accept={ICON_ACCEPT} onSelect={onSelect} onReject={onReject}>
        Icoon kiezen
      </FileTrigger>,
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, file('c.bmp', 'image/bmp'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledTimes(1);
  });
});

itPassesThrough({
  renderWith: (props) => (
    <FileTrigger {...props} onSelect={() => {}}>
      Bestand kiezen
    </FileTrigger>
  ),
  root: () => screen.getByRole('button', { name: 'Bestand kiezen' }),
  ownClass: 'koers-button',
});
