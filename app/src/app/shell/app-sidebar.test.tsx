import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, School } from '@/lib/session/types';
import { storeContext, resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { AdminSidebar, AppSidebar } from './app-sidebar';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const roles = [
  { id: 1, name: 'Medewerker', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
  { id: 3, name: 'Bestuurder', rank: 15 },
];

function schoolEntry(
  id: number,
  roleId: number,
  calendar: boolean,
): CurrentUser['schools'][number] {
  return {
    id,
    name: `School ${id}`,
    brin_number: null,
    icon: null,
    calendar,
    organisation_id: 100,
    organisation: { id: 100, name: 'Bestuur', authority_number: '41234', icon: null, access: null },
    access: { role_id: roleId },
  };
}

function setup({
  roleId,
  calendar,
  schools = 1,
}: {
  roleId: number;
  calendar: boolean;
  schools?: number;
}) {
  const user: CurrentUser = {
    id: 1,
    email: 'x@koers.test',
    first_name: 'X',
    last_name_prefix: null,
    last_name: 'Y',
    admin: false,
    locale: null,
    organisations: [],
    schools: Array.from({ length: schools }, (_, i) => schoolEntry(10 + i, roleId, calendar)),
  };
  const school = { ...schoolEntry(10, roleId, calendar) } as unknown as School;
  updateSession({ user, roles, rolesStatus: 'loaded' });
  storeContext({ id: 10, contextType: 'school' }, { school });
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url === '/api/schools/10/documents') {
        return json({
          data: [
            { id: 7, name: 'Jaarplan 2026-2027', type: 'plan', status: 'ter_bespreking' },
            { id: 9, name: 'Notulen', type: 'minutes', status: 'ter_bespreking' },
          ],
        });
      }
      if (url === '/api/organisations/100/documents') {
        return json({
          data: [{ id: 3, name: 'Koersplan', type: 'plan', status: 'ter_bespreking' }],
        });
      }
      if (url === '/api/schools/10/periods') return json({ data: [] });
      return json({ data: [] });
    }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter initialEntries={['/jaarkalender']}>
          <AppSidebar onSwitchContext={() => undefined} />
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
  return requested;
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('AppSidebar (SPEC §2)', () => {
  it('shows a teacher the calendar, the school’s plan documents, social map and manuals, no settings', async () => {
    const requested = setup({ roleId: 1, calendar: true });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      await within(nav).findByRole('link', { name: 'Jaarplan 2026-2027 Under discussion' }),
    ).toHaveAttribute('href', '/document/7');
    expect(within(nav).getByRole('link', { name: 'Yearly calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Social map' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Manuals' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Notulen' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    // Only managers and admins see the board's documents.
    expect(requested).not.toContain('/api/organisations/100/documents');
    // One school only: the name is text, not a switch.
    expect(screen.queryByRole('button', { name: /Switch environment/ })).toBeNull();
  });

  it('shows an admin (rank 15) the board’s plans and Instellingen; no calendar link without a calendar', async () => {
    setup({ roleId: 3, calendar: false, schools: 2 });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      await within(nav).findByRole('link', { name: 'Koersplan Under discussion' }),
    ).toHaveAttribute('href', '/document/3');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/instellingen/algemeen',
    );
    expect(within(nav).queryByRole('link', { name: 'Yearly calendar' })).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /School 10.*Switch environment/ }),
      ).toBeInTheDocument(),
    );
  });
});

describe('AppSidebar: New document', () => {
  it('offers a manager “New document” after the plans; it opens the dialog to create one', async () => {
    setup({ roleId: 2, calendar: true });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Jaarplan 2026-2027 Under discussion' });
    const action = within(nav).getByRole('button', { name: 'New document' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Yearly calendar',
      'Koersplan Under discussion',
      'Jaarplan 2026-2027 Under discussion',
      'New document',
      'Social map',
      'Manuals',
      'Settings',
    ]);
    await userEvent.setup().click(action);
    expect(await screen.findByRole('dialog', { name: 'New document' })).toBeInTheDocument();
  });

  it('offers it to no one below the manager’s rank', async () => {
    setup({ roleId: 1, calendar: true });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Jaarplan 2026-2027 Under discussion' });
    expect(within(nav).queryByRole('button', { name: 'New document' })).toBeNull();
    cleanup();
    // The same school, now as its director: the control is there (the rule, not the markup).
    setup({ roleId: 2, calendar: true });
    expect(
      await within(screen.getByRole('navigation', { name: 'Main menu' })).findByRole('button', {
        name: 'New document',
      }),
    ).toBeInTheDocument();
  });
});

describe('AdminSidebar', () => {
  it('links the admin tabs and the Koers template with from=admin', () => {
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter initialEntries={['/admin/besturen']}>
          <AdminSidebar />
        </MemoryRouter>
      </IntlProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(nav).getByRole('link', { name: 'Boards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Koers template' })).toHaveAttribute(
      'href',
      '/document/2?from=admin',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Boards', 'Schools', 'Users', 'Manuals', 'Koers template']);
  });
});
