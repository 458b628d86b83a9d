import type { DocumentPresence } from '@koers/contract';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/lib/testing/render-screen';
import { PresenceLine } from './presence-line';
import { requestsOf } from './testing/fixtures';
import { usePresence } from './use-presence';

const PRESENCE = '/api/documents/7/presence';

const presence: DocumentPresence = {
  version: 12,
  editors: [
    { id: 2, name: 'Anna de Vries', seen_at: '2026-11-26T14:31:50.000Z' },
    { id: 3, name: 'Piet Jansen', seen_at: '2026-11-26T14:31:58.000Z' },
  ],
  heartbeat_seconds: 20,
  expires_seconds: 45,
};

function Editing({ enabled }: { enabled: boolean }) {
  const { editors } = usePresence(7, enabled);
  return <PresenceLine editors={editors} />;
}

const renderEditing = (enabled: boolean) =>
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <Editing enabled={enabled} />
    </IntlProvider>,
  );

const methods = (fetch: ReturnType<typeof stubApi>) =>
  requestsOf(fetch).map(({ url, init }) => `${init.method} ${url}`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library drives fake timers only when it sees Jest's: let its `findBy…` advance
  // Vitest's (by 50 ms a check) instead of waiting for a timer that never runs.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePresence', () => {
  it('beats at once and every heartbeat_seconds, and shows the others', async () => {
    const fetch = stubApi({ [PRESENCE]: { body: { data: presence } } });
    const view = renderEditing(true);
    expect(methods(fetch)).toEqual([`PUT ${PRESENCE}`]);
    expect(await screen.findByText('Also editing: Anna de Vries, Piet Jansen')).toBeInTheDocument();

    // Finding the text advanced the clock a little (a few checks of 50 ms), not a second.
    act(() => vi.advanceTimersByTime(19_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(methods(fetch)).toEqual([`PUT ${PRESENCE}`, `PUT ${PRESENCE}`]);
    view.unmount();
  });

  it('leaves (DELETE, keepalive) when edit mode ends, and beats no more', async () => {
    const fetch = stubApi({ [PRESENCE]: { body: { data: presence } } });
    const view = renderEditing(true);
    await screen.findByText(/Also editing/);
    view.rerender(
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <Editing enabled={false} />
      </IntlProvider>,
    );
    expect(methods(fetch)).toEqual([`PUT ${PRESENCE}`, `DELETE ${PRESENCE}`]);
    expect(requestsOf(fetch)[1]!.init.keepalive).toBe(true);
    expect(screen.queryByText(/Also editing/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves on pagehide and beats again when the page comes back from the cache', async () => {
    const fetch = stubApi({ [PRESENCE]: { body: { data: presence } } });
    const view = renderEditing(true);
    await screen.findByText(/Also editing/);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    expect(methods(fetch).at(-1)).toBe(`DELETE ${PRESENCE}`);
    act(() => vi.advanceTimersByTime(60_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(methods(fetch).at(-1)).toBe(`PUT ${PRESENCE}`);
    view.unmount();
    expect(methods(fetch).at(-1)).toBe(`DELETE ${PRESENCE}`);
  });

  it('stops when the server says the user may not edit', async () => {
    const fetch = stubApi({ [PRESENCE]: { status: 403, body: { message: 'Forbidden' } } });
    renderEditing(true);
    await act(() => fetch.mock.results[0]!.value);
    act(() => vi.advanceTimersByTime(60_000));
    expect(methods(fetch)).toEqual([`PUT ${PRESENCE}`]);
  });
});
