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

/** Raised from the keyboard, announced politely, closed with Escape on its close button. */
export const SuccessAndErrorNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Demo texts={nl} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = canvas.getByRole('region', { name: 'Meldingen' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Document opgeslagen');
    await expect(within(region).getByRole('listitem')).toHaveTextContent('Document opgeslagen');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Opslaan mislukt. Probeer het opnieuw.',
    );
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    // Tab on into the region and close the newest (the error) with Escape.
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(region).getAllByRole('button', { name: 'Melding sluiten' })[1],
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(region).getByRole('listitem')).toHaveTextContent('Document opgeslagen');
  },
};

export const SuccessAndErrorEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Demo
      texts={{
        region: 'Notifications',
        close: 'Close notification',
        save: 'Save',
        saved: 'Document saved',
        fail: 'Show error',
        failed: 'Saving failed',
        failedDetail: 'Please try again.',
      }}
    />
  ),
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

/** The three variants side by side (they stay until closed here). */
export const VariantsNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <Static texts={{ ...nl, save: 'Wijzigingen worden bewaard tot je de pagina sluit.' }} />
  ),
};

export const VariantsEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Static
      texts={{
        region: 'Notifications',
        close: 'Close notification',
        save: 'Changes are kept until you close the page.',
        saved: 'Document saved',
        fail: '',
        failed: 'Saving failed',
        failedDetail: 'Please try again.',
      }}
    />
  ),
};
