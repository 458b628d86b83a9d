import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion, useToast } from './Toast';
import { ToastQueue } from './toastQueue';

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Texts {
  region: string;
  close: string;
  save: string;
  saved: string;
  fail: string;
  failed: string;
  failedDetail: string;
}

function Demo({ texts }: { texts: Texts }) {
  // A queue per story so stories do not share toasts.
  const [queue] = useState(() => new ToastQueue());
  const toast = useToast(queue);
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Button onPress={() => toast.add({ title: texts.saved, variant: 'success' })}>
        {texts.save}
      </Button>
      <Button
        onPress={() =>
          toast.add({ title: texts.failed, description: texts.failedDetail, variant: 'error' })
        }
      >
        {texts.fail}
      </Button>
      <ToastRegion queue={queue} label={texts.region} closeLabel={texts.close} />
    </div>
  );
}

const nl: Texts = {
  region: 'Meldingen',
  close: 'Melding sluiten',
  save: 'Opslaan',
  saved: 'Document opgeslagen',
  fail: 'Fout tonen',
  failed: 'Opslaan mislukt',
  failedDetail: 'Probeer het opnieuw.',
};

const en: Texts = {
  region: 'Notifications',
  close: 'Close notification',
  save: 'Save',
  saved: 'Document saved',
  fail: 'Show error',
  failed: 'Saving failed',
  failedDetail: 'Please try again.',
};

/** Raised from the keyboard, announced politely, closed with Escape on its close button. */
async function playSuccessAndError(canvasElement: HTMLElement, t: Texts) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: t.save })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const region = canvas.getByRole('region', { name: t.region });
  const status = within(region).getByRole('status');
  await expect(status).toHaveTextContent(t.saved);
  await expect(within(region).getByRole('listitem')).toHaveTextContent(t.saved);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await expect(status).toHaveTextContent(`${t.failed}. ${t.failedDetail}`);
  await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  // Tab on into the region and close the newest (the error) with Escape.
  await userEvent.tab();
  await userEvent.tab();
  await expect(within(region).getAllByRole('button', { name: t.close })[1]).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  await expect(within(region).getByRole('listitem')).toHaveTextContent(t.saved);
}

export const SuccessAndErrorNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Demo texts={nl} />,
  play: ({ canvasElement }) => playSuccessAndError(canvasElement, nl),
};

export const SuccessAndErrorEn: Story = {
  globals: { locale: 'en' },
  render: () => <Demo texts={en} />,
  play: ({ canvasElement }) => playSuccessAndError(canvasElement, en),
};

function Static({ texts }: { texts: Texts }) {
  const [queue] = useState(() => {
    const q = new ToastQueue();
    q.add({ title: texts.saved, variant: 'success' }, { timeout: null });
    q.add({ title: texts.failed, description: texts.failedDetail, variant: 'error' });
    q.add({ title: texts.save }, { timeout: null });
    return q;
  });
  return <ToastRegion queue={queue} label={texts.region} closeLabel={texts.close} />;
}

/**
 * The three variants (they stay until closed here); each close button is reached with Tab
 * and pressed with Enter or Space.
 */
async function playVariants(canvasElement: HTMLElement, t: Texts) {
  const region = within(canvasElement).getByRole('region', { name: t.region });
  const items = within(region).getAllByRole('listitem');
  await expect(items.map((i) => i.getAttribute('data-variant'))).toEqual([
    'success',
    'error',
    'info',
  ]);
  await userEvent.tab();
  await expect(within(items[0]!).getByRole('button', { name: t.close })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  await expect(within(region).getByRole('listitem')).toHaveTextContent(t.save);
}

const variantsNl: Texts = { ...nl, save: 'Wijzigingen worden bewaard tot je de pagina sluit.' };
const variantsEn: Texts = { ...en, save: 'Changes are kept until you close the page.' };

export const VariantsNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Static texts={variantsNl} />,
  play: ({ canvasElement }) => playVariants(canvasElement, variantsNl),
};

export const VariantsEn: Story = {
  globals: { locale: 'en' },
  render: () => <Static texts={variantsEn} />,
  play: ({ canvasElement }) => playVariants(canvasElement, variantsEn),
};

interface CornerTexts {
  region: string;
  close: string;
  saved: string;
  corner: string;
}

/** A page whose last button sits in the bottom-right corner, where toasts appear. */
function Corner({ texts }: { texts: CornerTexts }) {
  const [queue] = useState(() => {
    const q = new ToastQueue();
    q.add({ title: texts.saved, variant: 'success' }, { timeout: null });
    return q;
  });
  return (
    <div>
      <Button>{texts.saved}</Button>
      <div style={{ position: 'fixed', insetBlockEnd: '1.5rem', insetInlineEnd: '1.5rem' }}>
        <Button>{texts.corner}</Button>
      </div>
      <ToastRegion queue={queue} label={texts.region} closeLabel={texts.close} />
    </div>
  );
}

/**
 * Focus never goes under a toast (WCAG 2.4.11): when the focused button is where the toasts
 * are, they move to the top, and back when focus moves on.
 */
async function playCorner(canvasElement: HTMLElement, t: CornerTexts) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: t.region });
  const corner = canvas.getByRole('button', { name: t.corner });
  const covers = () => {
    const a = region.getBoundingClientRect();
    const b = corner.getBoundingClientRect();
    return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
  };
  await expect(region).toHaveAttribute('data-placement', 'end');
  await expect(covers()).toBe(true);
  await userEvent.tab();
  await userEvent.tab();
  await expect(corner).toHaveFocus();
  await waitFor(() => expect(region).toHaveAttribute('data-placement', 'start'));
  await expect(covers()).toBe(false);
  // Focus moves on (into the toast): it stays where the user found it; back to the first button:
  // the toasts return to the bottom.
  await userEvent.tab();
  await expect(within(region).getByRole('button', { name: t.close })).toHaveFocus();
  await expect(region).toHaveAttribute('data-placement', 'start');
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  await expect(canvas.getByRole('button', { name: t.saved })).toHaveFocus();
  await waitFor(() => expect(region).toHaveAttribute('data-placement', 'end'));
}

const cornerNl: CornerTexts = {
  region: 'Meldingen',
  close: 'Melding sluiten',
  saved: 'Document opgeslagen',
  corner: 'Volgende pagina',
};
const cornerEn: CornerTexts = {
  region: 'Notifications',
  close: 'Close notification',
  saved: 'Document saved',
  corner: 'Next page',
};

export const OutOfFocusWayNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Corner texts={cornerNl} />,
  play: ({ canvasElement }) => playCorner(canvasElement, cornerNl),
};

export const OutOfFocusWayEn: Story = {
  globals: { locale: 'en' },
  render: () => <Corner texts={cornerEn} />,
  play: ({ canvasElement }) => playCorner(canvasElement, cornerEn),
};
