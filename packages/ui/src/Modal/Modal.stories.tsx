import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Modal, ModalTrigger } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { children: null },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const KeyboardNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <ModalTrigger>
      <Button>Wisselen van omgeving</Button>
      <Modal {...args} title="Wisselen van omgeving">
        <p>Kies de school of het bestuur waarin je wilt werken.</p>
        <Button>Bevestigen</Button>
      </Modal>
    </ModalTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Wisselen van omgeving' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Wisselen van omgeving' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus is trapped: tabbing cycles through the close button and the content only.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardEn: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <ModalTrigger>
      <Button>Switch environment</Button>
      <Modal {...args} title="Switch environment">
        <p>Choose the school or board you want to work in.</p>
      </Modal>
    </ModalTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await body.findByRole('dialog', { name: 'Switch environment' });
    const close = body.getByRole('button', { name: 'Close modal' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Switch environment' })).toHaveFocus(),
    );
  },
};

/** Both dismiss paths switched off: only the close button closes it. */
export const NotDismissableNl: Story = {
  globals: { locale: 'nl' },
  args: { isDismissable: false, isKeyboardDismissDisabled: true, closeLabel: 'Venster sluiten' },
  render: (args) => (
    <ModalTrigger>
      <Button>Openen</Button>
      <Modal {...args} title="Niet opgeslagen wijzigingen">
        <p>Sluit dit venster met de sluitknop.</p>
      </Modal>
    </ModalTrigger>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    // Give a close (exit animation, unmount) time to happen before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Venster sluiten' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissableEn: Story = {
  globals: { locale: 'en' },
  args: { isDismissable: false, isKeyboardDismissDisabled: true, closeLabel: 'Close window' },
  render: (args) => (
    <ModalTrigger defaultOpen>
      <Button>Open</Button>
      <Modal {...args} title="Unsaved changes">
        <p>Close this window with the close button.</p>
      </Modal>
    </ModalTrigger>
  ),
};

/** Wider, taller and lower than the defaults (width 800, height 300, pivot 0.3). */
export const CustomSizeNl: Story = {
  globals: { locale: 'nl' },
  args: { width: 800, height: 300, pivot: 0.3 },
  render: (args) => (
    <ModalTrigger defaultOpen>
      <Button>Openen</Button>
      <Modal {...args} title="Breed venster">
        <p>Dit venster is 800 px breed, minstens 300 px hoog en staat op 30% van de hoogte.</p>
      </Modal>
    </ModalTrigger>
  ),
};

export const CustomSizeEn: Story = {
  globals: { locale: 'en' },
  args: { width: 800, height: 300, pivot: 0.3 },
  render: (args) => (
    <ModalTrigger defaultOpen>
      <Button>Open</Button>
      <Modal {...args} title="Wide window">
        <p>This window is 800 px wide, at least 300 px high and sits at 30% of the height.</p>
      </Modal>
    </ModalTrigger>
  ),
};
