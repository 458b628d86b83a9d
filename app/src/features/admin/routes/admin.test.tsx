import type { AdminOrganisation } from '@koers/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/lib/testing/render-screen';
import AdminLayout from './admin-layout';
import AdminOrganisations from './admin-organisations';

const board = (id: number, name: string, schools: number): AdminOrganisation => ({
  id,
  name,
  authority_number: `4${id}000`,
  icon: null,
  icon_file_id: null,
  schools_count: schools,
  created_at: '2026-09-01T08:00:00.000Z',
  updated_at: '2026-09-01T08:00:00.000Z',
});
const meta = (total: number) => ({
  current_page: 1,
  from: total ? 1 : null,
  to: total || null,
  last_page: 1,
  per_page: 25,
  total,
});

function renderAdmin() {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={['/admin/besturen']}>
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route path="besturen" element={<AdminOrganisations />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin', () => {
  it('shows the four tabs and every board, sortable on the columns the server allows', async () => {
    const fetchMock = stubApi({
      '/api/admin/organisations?page=1&sort_column=name&sort_order=asc': {
        body: {
          data: [board(1, 'Stichting Koers', 4), board(2, 'Vereniging Primair', 0)],
          meta: meta(2),
        },
      },
      '/api/admin/organisations?page=1&sort_column=name&sort_order=desc': {
        body: {
          data: [board(2, 'Vereniging Primair', 0), board(1, 'Stichting Koers', 4)],
          meta: meta(2),
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin();

    const tabs = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Boards', 'Schools', 'Users', 'Manuals', 'Activity log']);
    expect(within(tabs).getByRole('link', { name: 'Boards' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const row = (await screen.findByRole('rowheader', { name: 'Stichting Koers' })).closest('tr')!;
    expect(within(row).getByText('41000')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual([
        'Vereniging Primair',
        'Stichting Koers',
      ]),
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The number of schools is not on the server's sort allow-list, so it is not a sort button.
    expect(screen.queryByRole('button', { name: 'Schools' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when no board matches and when the list cannot be loaded', async () => {
    stubApi({
      '/api/admin/organisations?page=1&sort_column=name&sort_order=asc': {
        body: { data: [], meta: meta(0) },
      },
    });
    renderAdmin();
    expect(await screen.findByRole('cell', { name: 'No boards were found.' })).toBeInTheDocument();
    cleanup();

    stubApi({});
    renderAdmin();
    expect(
      await screen.findByRole('cell', { name: 'The list could not be loaded.' }),
    ).toBeInTheDocument();
  });
});
