import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';

/**
 * Renders a screen as the app does (English defaults, SWR, a router), with a fresh SWR cache so
 * tests do not share responses. Only the network is faked: see `stubApi`.
 */
export function renderScreen(ui: ReactElement, { route = '/', path = '*' } = {}) {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}

/** A JSON answer, or a function for one the test controls (a failure, an answer held back). */
type Answer = { status?: number; body: unknown } | (() => Promise<Response>);

/**
 * Replaces fetch with a table of answers by path (query string included, exact match); an
 * unknown path answers 404. Returns the mock, whose calls show what the screen requested.
 */
export function stubApi(answers: Record<string, Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname + url.search];
    if (typeof answer === 'function') return answer();
    const { status = 200, body } = answer ?? { status: 404, body: { message: 'Not Found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
