import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { Modal, ModalTrigger, type ModalProps } from './Modal';
import { itPassesThrough } from '../test-utils/passthrough';

function renderWithTrigger(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(
    <ModalTrigger>
      <Button>Wisselen</Button>
      <Modal title="Wisselen van omgeving" {...props}>
        <p>Inhoud</p>
        <Button>Binnenin</Button>
      </Modal>
    </ModalTrigger>,
  );
  return user;
}

describe('Modal', () => {
  it('names the dialog by its title and labels the close button "Close modal"', async () => {
    const user = renderWithTrigger();
    await user.click(screen.getByRole('button', { name: 'Wisselen' }));
    const dialog = screen.getByRole('dialog', { name: 'Wisselen van omgeving' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close modal' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = renderWithTrigger();
    const trigger = screen.getByRole('button', { name: 'Wisselen' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps open on Escape when isKeyboardDismissDisabled', async () => {
    const user = renderWithTrigger({ isKeyboardDismissDisabled: true });
    await user.click(screen.getByRole('button', { name: 'Wisselen' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click outside by default, and not when isDismissable is false', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal isOpen onOpenChange={onOpenChange} title="Titel">
        x
      </Modal>,
    );
    const user = userEvent.setup();
    await user.click(document.querySelector('.koers-modal-overlay')!);
    expect(onOpenChange).toHaveBeenCalledWith(false);

    onOpenChange.mockClear();
    rerender(
      <Modal isOpen onOpenChange={onOpenChange} isDismissable={false} title="Titel">
        x
      </Modal>,
    );
    await user.click(document.querySelector('.koers-modal-overlay')!);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('traps Tab inside the dialog', async () => {
    const user = renderWithTrigger();
    await user.click(screen.getByRole('button', { name: 'Wisselen' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('uses the close label override and closes with it', async () => {
    const user = renderWithTrigger({ closeLabel: 'Venster sluiten' });
    await user.click(screen.getByRole('button', { name: 'Wisselen' }));
    await user.click(screen.getByRole('button', { name: 'Venster sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exposes the SPEC §9 size defaults as custom properties', () => {
    render(
      <Modal isOpen title="Titel">
        x
      </Modal>,
    );
    const overlay = document.querySelector<HTMLElement>('.koers-modal-overlay')!;
    expect(overlay.style.getPropertyValue('--koers-modal-width')).toBe('600px');
    expect(overlay.style.getPropertyValue('--koers-modal-min-height')).toBe('100px');
    expect(overlay.style.getPropertyValue('--koers-modal-pivot')).toBe('0.1');
  });
});

itPassesThrough({
  renderWith: (props) => (
    <Modal {...props} isOpen title="Wisselen van omgeving">
      <p>Inhoud</p>
    </Modal>
  ),
  root: () => screen.getByRole('dialog', { name: 'Wisselen van omgeving' }),
  ownClass: 'koers-modal__dialog',
});
