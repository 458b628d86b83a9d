import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Modal, MODAL_DEFAULTS, ModalTrigger, type ModalProps } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { children: null },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

interface Texts {
  trigger: string;
  title: string;
  text: string;
  confirm: string;
}

const nl: Texts = {
  trigger: 'Wisselen van omgeving',
  title: 'Wisselen van omgeving',
  text: 'Kies de school of het bestuur waarin je wilt werken.',
  confirm: 'Bevestigen',
};
const en: Texts = {
  trigger: 'Switch environment',
  title: 'Switch environment',
  text: 'Choose the school or board you want to work in.',
  confirm: 'Confirm',
};

function Demo({ texts, ...args }: Partial<ModalProps> & { texts: Texts }) {
  return (
    <ModalTrigger>
      <Button>{texts.trigger}</Button>
      <Modal {...args} title={texts.title}>
        <p>{texts.text}</p>
        <Button>{texts.confirm}</Button>
      </Modal>
    </ModalTrigger>
  );
}

/** The box of an open dialog (the react-aria Modal around it). */
const boxOf = (dialog: HTMLElement) => dialog.closest('.koers-modal') as HTMLElement;

/**
 * Opened from the keyboard at the SPEC §9 size (600 px wide, at least 100 px high, its top at
 * 10% of the viewport); Tab stays inside; Escape closes it and focus returns to the trigger.
 */
async function playKeyboard(canvasElement: HTMLElement, texts: Texts, closeLabel: string) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  const trigger = canvas.getByRole('button', { name: texts.trigger });
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: texts.title });
  await waitFor(() => expect(dialog).toBeVisible());
  const box = boxOf(dialog).getBoundingClientRect();
  await expect(box.width).toBe(MODAL_DEFAULTS.width);
  await expect(getComputedStyle(boxOf(dialog)).minHeight).toBe(`${MODAL_DEFAULTS.height}px`);
  await expect(Math.abs(box.top - MODAL_DEFAULTS.pivot * window.innerHeight)).toBeLessThan(1);
  const close = within(dialog).getByRole('button', { name: closeLabel });
  const confirm = within(dialog).getByRole('button', { name: texts.confirm });
  // Focus is trapped: Tab cycles through the close button and the content only.
  for (let i = 0; i < 4; i += 1) {
    await userEvent.tab();
    await expect([close, confirm]).toContain(document.activeElement);
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

export const KeyboardNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => <Demo {...args} texts={nl} />,
  play: ({ canvasElement }) => playKeyboard(canvasElement, nl, 'Close modal'),
};

export const KeyboardEn: Story = {
  globals: { locale: 'en' },
  render: (args) => <Demo {...args} texts={en} />,
  play: ({ canvasElement }) => playKeyboard(canvasElement, en, 'Close modal'),
};

/**
 * The two other ways out, both on by default: a click outside the dialog, and the close
 * button (Space); each returns focus to the trigger.
 */
async function playOutsideAndClose(canvasElement: HTMLElement, texts: Texts, closeLabel: string) {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button', { name: texts.trigger });
  await userEvent.click(trigger);
  let dialog = await body.findByRole('dialog', { name: texts.title });
  await userEvent.click(boxOf(dialog).parentElement!);
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());

  await userEvent.keyboard(' ');
  dialog = await body.findByRole('dialog', { name: texts.title });
  const close = within(dialog).getByRole('button', { name: closeLabel });
  await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  close.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

export const OutsideClickNl: Story = {
  globals: { locale: 'nl' },
  args: { closeLabel: 'Venster sluiten' },
  render: (args) => <Demo {...args} texts={nl} />,
  play: ({ canvasElement }) => playOutsideAndClose(canvasElement, nl, 'Venster sluiten'),
};

export const OutsideClickEn: Story = {
  globals: { locale: 'en' },
  render: (args) => <Demo {...args} texts={en} />,
  play: ({ canvasElement }) => playOutsideAndClose(canvasElement, en, 'Close modal'),
};

const unsavedNl: Texts = {
  trigger: 'Openen',
  title: 'Niet opgeslagen wijzigingen',
  text: 'Sluit dit venster met de sluitknop.',
  confirm: 'Bevestigen',
};
const unsavedEn: Texts = {
  trigger: 'Open',
  title: 'Unsaved changes',
  text: 'Close this window with the close button.',
  confirm: 'Confirm',
};

/** Both dismiss paths switched off: Escape and an outside click leave it open. */
async function playNotDismissable(canvasElement: HTMLElement, texts: Texts, closeLabel: string) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: texts.title });
  await userEvent.keyboard('{Escape}');
  await userEvent.click(boxOf(dialog).parentElement!);
  // Give a close (exit animation, unmount) time to happen before asserting it did not.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(dialog).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: closeLabel }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(canvas.getByRole('button', { name: texts.trigger })).toHaveFocus());
}

export const NotDismissableNl: Story = {
  globals: { locale: 'nl' },
  args: { isDismissable: false, isKeyboardDismissDisabled: true, closeLabel: 'Venster sluiten' },
  render: (args) => <Demo {...args} texts={unsavedNl} />,
  play: ({ canvasElement }) => playNotDismissable(canvasElement, unsavedNl, 'Venster sluiten'),
};

export const NotDismissableEn: Story = {
  globals: { locale: 'en' },
  args: { isDismissable: false, isKeyboardDismissDisabled: true, closeLabel: 'Close window' },
  render: (args) => <Demo {...args} texts={unsavedEn} />,
  play: ({ canvasElement }) => playNotDismissable(canvasElement, unsavedEn, 'Close window'),
};

/** width 800, height 300, pivot 0.3: 800 px wide, at least 300 px high, top at 30%. */
async function playCustomSize(title: string) {
  const dialog = await body.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  const box = boxOf(dialog).getBoundingClientRect();
  await expect(box.width).toBe(800);
  await expect(getComputedStyle(boxOf(dialog)).minHeight).toBe('300px');
  await expect(box.height).toBeGreaterThanOrEqual(300);
  await expect(Math.abs(box.top - 0.3 * window.innerHeight)).toBeLessThan(1);
  await expect(dialog).toContainElement(document.activeElement as HTMLElement);
}

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
  play: () => playCustomSize('Breed venster'),
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
  play: () => playCustomSize('Wide window'),
};
