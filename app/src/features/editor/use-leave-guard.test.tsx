import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LeaveDialog } from './leave-dialog';
import { SaveQueue } from './save-queue';
import { body, controlledSend, savedAnswer, uid } from './testing/fixtures';
import { useLeaveGuard } from './use-leave-guard';

function Editing({ queue }: { queue: SaveQueue }) {
  const guard = useLeaveGuard(queue);
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <LeaveDialog isOpen={guard.isAsking} onStay={guard.stay} onLeave={guard.leave} />
    </>
  );
}

function renderEditing() {
  const { send, calls } = controlledSend();
  const queue = new SaveQueue({
    documentId: 7,
    userId: 1,
    baseVersion: 7,
    knownUids: [uid(1)],
    send,
    drafts: null,
    retryDelaysMs: [600_000],
  });
  const router = createMemoryRouter(
    [
      { path: '/document/7', element: <Editing queue={queue} /> },
      { path: '/elsewhere', element: <h1>Another page</h1> },
    ],
    { initialEntries: ['/document/7'] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { queue, calls, router };
}

describe('useLeaveGuard', () => {
  it('lets the user go at once when everything is saved', async () => {
    const { calls } = renderEditing();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves first, and goes without asking when the save succeeds', async () => {
    const { queue, calls } = renderEditing();
    act(() => queue.add([body(1, '<p>almost done</p>')]));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Another page' })).not.toBeInTheDocument();
    act(() => calls[0]!.resolve(savedAnswer(8)));
    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks when the save fails; staying tries again, leaving goes', async () => {
    const user = userEvent.setup();
    const { queue, calls } = renderEditing();
    act(() => queue.add([body(1, '<p>offline</p>')]));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    act(() => calls[0]!.reject(new TypeError('Failed to fetch')));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('kept on this device');
    expect(screen.getByRole('button', { name: 'Stay and try again' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
    act(() => calls[1]!.reject(new TypeError('Failed to fetch')));

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // The queue is in its retry wait: leaving asks for a save at once, which fails again.
    expect(calls).toHaveLength(3);
    act(() => calls[2]!.reject(new TypeError('Failed to fetch')));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeInTheDocument();
  });

  it('has the browser ask before the tab closes while something is unsaved', () => {
    const { queue, calls } = renderEditing();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);

    act(() => queue.add([body(1, '<p>x</p>')]));
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    expect(calls[0]!.keepalive).toBe(true);
  });
});
