import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ConflictDialog } from './conflict-dialog';
import type { EditConflict } from './save-queue';
import { changedBlock, uid } from './testing/fixtures';

const bodyConflict: EditConflict = {
  uid: uid(1),
  mine: { op: 'upsert', block: { type: 'body', content: '<p>Wij starten <em>in maart</em>.</p>' } },
  theirs: changedBlock(1, '<p>Wij starten in april.<img src="x" onerror="alert(1)"></p>'),
  deleted: null,
  version: 8,
};

const headingConflict: EditConflict = {
  uid: uid(2),
  mine: { op: 'upsert', block: { type: 'h1', content: 'Doelen <b>2027</b>' } },
  theirs: changedBlock(2, 'Ambities', {
    type: 'h1',
    level: 1,
    version: 9,
    changed_by: { id: 3, name: 'Piet Jansen' },
  }),
  deleted: null,
  version: 9,
};

const deletedConflict: EditConflict = {
  uid: uid(3),
  mine: { op: 'upsert', block: { type: 'body', content: '<p>Still needed</p>' } },
  theirs: null,
  deleted: {
    uid: uid(3),
    version: 9,
    deleted_by: { id: 2, name: 'Anna de Vries' },
    deleted_at: '2026-11-26T14:30:00.000Z',
  },
  version: 9,
};

function renderDialog(props: Partial<ComponentProps<typeof ConflictDialog>> = {}) {
  const onResolve = vi.fn();
  const onOpenChange = vi.fn();
  const all = {
    conflicts: [bodyConflict, headingConflict],
    isOpen: true,
    onResolve,
    onOpenChange,
    ...props,
  };
  const view = render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <ConflictDialog {...all} />
    </IntlProvider>,
  );
  const rerender = (next: Partial<ComponentProps<typeof ConflictDialog>>) =>
    view.rerender(
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <ConflictDialog {...all} {...next} />
      </IntlProvider>,
    );
  return { onResolve, onOpenChange, rerender };
}

describe('ConflictDialog', () => {
  it('shows theirs and mine side by side per block, safely, and puts the focus on the first', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the same text',
    });
    const first = within(dialog).getByRole('region', {
      name: 'Block 1 of 2: Wij starten in april.',
    });
    expect(
      screen.getByRole('heading', { name: 'Block 1 of 2: Wij starten in april.' }),
    ).toHaveFocus();

    const theirs = within(first).getByRole('group', { name: /^Version of Anna de Vries/ });
    expect(theirs).toHaveTextContent('Wij starten in april.');
    // Body HTML goes through RichText: no handler survives.
    expect(theirs.querySelector('[onerror]')).toBeNull();
    const mine = within(first).getByRole('group', { name: 'Your version' });
    expect(within(mine).getByText('in maart').tagName).toBe('EM');

    // A heading is text: markup in it is shown, never interpreted.
    const second = within(dialog).getByRole('region', { name: 'Block 2 of 2: Ambities' });
    expect(within(second).getByText('Doelen <b>2027</b>')).toBeInTheDocument();
    expect(
      within(second).getByRole('group', { name: /^Version of Piet Jansen/ }),
    ).toHaveTextContent('Ambities');
  });

  it('chooses by keyboard, then moves the focus to the next block', async () => {
    const user = userEvent.setup();
    const { onResolve, rerender } = renderDialog();
    await screen.findByRole('dialog');
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Keep my version' })[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onResolve).toHaveBeenCalledWith(uid(1), { choice: 'mine' });

    rerender({ conflicts: [headingConflict] });
    expect(screen.getByRole('heading', { name: 'Block 1 of 1: Ambities' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Take their version' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onResolve).toHaveBeenLastCalledWith(uid(2), { choice: 'theirs' });
  });

  it('merges body text in a labelled text area, pre-filled with both, sent as HTML', async () => {
    const user = userEvent.setup();
    const { onResolve } = renderDialog({ conflicts: [bodyConflict] });
    await user.click(await screen.findByRole('button', { name: 'Merge both' }));
    const merged = screen.getByRole('textbox', { name: 'Merged version' });
    expect(merged).toHaveFocus();
    expect(merged).toHaveValue('Wij starten in april.\n\nWij starten in maart.');
    expect(merged).toHaveAccessibleDescription(/Formatting such as bold and lists is not kept/);
    await user.clear(merged);
    await user.type(merged, 'Wij starten in maart of april & mei.');
    await user.click(screen.getByRole('button', { name: 'Save merged version' }));
    expect(onResolve).toHaveBeenCalledWith(uid(1), {
      choice: 'merged',
      block: { type: 'body', content: '<p>Wij starten in maart of april &amp; mei.</p>' },
    });
  });

  it('merges a heading in a text field; cancelling returns to the merge button', async () => {
    const user = userEvent.setup();
    const { onResolve } = renderDialog({ conflicts: [headingConflict] });
    const merge = await screen.findByRole('button', { name: 'Merge both' });
    await user.click(merge);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Merge both' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Merged version' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Ambities / Doelen <b>2027</b>');
    await user.clear(field);
    await user.type(field, 'Ambities en doelen');
    await user.click(screen.getByRole('button', { name: 'Save merged version' }));
    expect(onResolve).toHaveBeenCalledWith(uid(2), {
      choice: 'merged',
      block: { type: 'h1', content: 'Ambities en doelen' },
    });
  });

  it('offers no merge when they deleted the block, and says who did', async () => {
    renderDialog({ conflicts: [deletedConflict] });
    const region = await screen.findByRole('region', { name: 'Block 1 of 1: Still needed' });
    expect(within(region).getByText(/^Anna de Vries deleted this block/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Merge both' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Keep my version' })).toBeInTheDocument();
  });

  it('closes without a choice on Escape or "Decide later"', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onResolve } = renderDialog();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getAllByRole('button', { name: 'Decide later' }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onResolve).not.toHaveBeenCalled();
  });
});
