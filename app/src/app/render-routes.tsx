import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { Providers } from './providers';
import { routes } from './router';

/**
 * Renders the whole route table at `path` with the app's providers, as a test sees the app. Each
 * call gets a fresh SWR cache, so no answer of one test leaks into the next.
 */
export function renderRoutesAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </SWRConfig>,
  );
  return router;
}
