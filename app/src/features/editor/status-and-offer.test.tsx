import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { DraftOffer } from './draft-offer';
import type { Draft } from './drafts';
import { SaveStatusLine } from './save-status';

const inEnglish = (ui: ReactElement) =>
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      {ui}
    </IntlProvider>,
  );

describe('SaveStatusLine', () => {
  it('says saved or saving, and announces nothing then', () => {
    const view = inEnglish(<SaveStatusLine state={{ status: 'saved' }} onRetry={vi.fn()} />);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <SaveStatusLine state={{ status: 'saving' }} onRetry={vi.fn()} />
      </IntlProvider>,
    );
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers "try again" after a failed save, and announces the failure', async () => {
    const onRetry = vi.fn();
    inEnglish(<SaveStatusLine state={{ status: 'unsaved-error' }} onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your changes are not saved.');
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('reopens the conflict dialog', async () => {
    const onResolve = vi.fn();
    inEnglish(
      <SaveStatusLine state={{ status: 'conflict' }} onRetry={vi.fn()} onResolve={onResolve} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'choose a version' }));
    expect(onResolve).toHaveBeenCalled();
  });
});

describe('DraftOffer', () => {
  const draft: Draft = {
    userId: 1,
    documentId: 7,
    baseVersion: 3,
    changes: [],
    overwrite: [],
    savedAt: new Date('2026-11-26T14:32:00').getTime(),
  };

  it('names the time of the draft and offers Restore and Discard', async () => {
    const onRestore = vi.fn();
    const onDiscard = vi.fn();
    inEnglish(
      <DraftOffer
        draft={draft}
        onRestore={onRestore}
        onDiscard={onDiscard}
        now={new Date('2026-11-26T16:00:00')}
      />,
    );
    expect(screen.getByText('Restore unsaved changes from 02:32 PM?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onRestore).toHaveBeenCalled();
    expect(onDiscard).toHaveBeenCalled();
  });

  it('names the day too for an older draft', () => {
    inEnglish(
      <DraftOffer
        draft={draft}
        onRestore={vi.fn()}
        onDiscard={vi.fn()}
        now={new Date('2026-11-28T09:00:00')}
      />,
    );
    expect(
      screen.getByText(/^Restore unsaved changes from Nov 26, 02:32 PM\?$/),
    ).toBeInTheDocument();
  });
});
