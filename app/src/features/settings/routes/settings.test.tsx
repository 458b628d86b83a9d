import type {
  ContextUser,
  Organisation,
  OrganisationSchool,
  Period,
  Role,
  School,
} from '@koers/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { stubApi } from '@/lib/testing/render-screen';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import SettingsCalendar from './settings-calendar';
import SettingsGlobal from './settings-global';
import SettingsLayout from './settings-layout';
import SettingsPeriods from './settings-periods';
import SettingsSchools from './settings-schools';
import SettingsUsers from './settings-users';

const school: School = regenboog({
  organisation_id: 1,
  organisation: {
    id: 1,
    name: 'Stichting Koers',
    authority_number: '41234',
    icon: null,
    access: null,
  },
  access: { role_id: 3 },
});
const schoolRow = (id: number, name: string): OrganisationSchool => ({
  id,
  name,
  brin_number: `${id}XY`,
  icon: null,
  calendar: id % 2 === 0,
  organisation_id: 1,
  access: null,
});
const organisation: Organisation = {
  id: 1,
  name: 'Stichting Koers',
  require_two_factor: false,
  authority_number: '41234',
  icon: null,
  access: { role_id: 3 },
  schools: [schoolRow(3, 'De Regenboog'), schoolRow(4, 'De Vlinder')],
};
const roles: Role[] = [
  { id: 1, name: 'Leerkracht', rank: 1 },
  { id: 3, name: 'Bestuurder', rank: 15 },
];
/** A board admin (rank 15), so also an admin of its school De Regenboog: every tab. */
const boardAdmin = currentUser({
  organisations: [{ ...organisation, access: { role_id: 3 } }],
  schools: [],
});
const meta = (total: number) => ({
  current_page: 1,
  from: total ? 1 : null,
  to: total || null,
  last_page: 1,
  per_page: 25,
  total,
});

function renderSettings(path: string) {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/instellingen" element={<SettingsLayout />}>
              <Route path="algemeen" element={<SettingsGlobal />} />
              <Route path="scholen" element={<SettingsSchools />} />
              <Route path="gebruikers" element={<SettingsUsers />} />
              <Route path="jaarkalender" element={<SettingsCalendar />} />
              <Route path="schooljaren" element={<SettingsPeriods />} />
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
  resetSessionForTests();
});

describe('settings', () => {
  it('offers the tabs of a school as links and shows its details read-only', async () => {
    updateSession({
      token: 't',
      user: boardAdmin,
      context: { id: 3, contextType: 'school' },
      school,
      roles,
    });
    stubApi({ '/api/schools/3': { body: { data: school } } });
    renderSettings('/instellingen/algemeen');

    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['General', '/instellingen/algemeen'],
      ['Application chooser', '/instellingen/applicatie-kiezer'],
      ['Yearly calendar', '/instellingen/jaarkalender'],
      ['School years', '/instellingen/schooljaren'],
      ['Users', '/instellingen/gebruikers'],
      ['Social map', '/instellingen/sociale-kaart'],
      ['Activity log', '/instellingen/logboek'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'General' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The general tab is the school's form (settings/global): its details as they are now.
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('De Regenboog');
    const terms = screen
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.firstChild?.textContent]);
    expect(terms).toEqual([
      ['BRIN number', '12AB'],
      ['Board', 'Stichting Koers'],
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'This school keeps a yearly calendar' }),
    ).toBeChecked();
    expect(screen.getByRole('group', { name: 'Icon' })).toHaveTextContent('No icon');
  });

  it('offers a board its schools tab and lists them paged, with search', async () => {
    updateSession({
      token: 't',
      user: boardAdmin,
      context: { id: 1, contextType: 'organisation' },
      organisation,
      roles,
    });
    stubApi({
      '/api/organisations/1/schools?page=1&sort_column=name&sort_order=asc': {
        body: { data: organisation.schools, meta: meta(2) },
      },
    });
    renderSettings('/instellingen/scholen');

    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).queryByRole('link', { name: 'School years' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Schools' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('rowheader', { name: 'De Vlinder' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Schools of this board' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('lists the members of the context with the name of their role', async () => {
    updateSession({ token: 't', context: { id: 3, contextType: 'school' }, school, roles });
    const users: ContextUser[] = [
      {
        id: 8,
        email: 'p.bakker@regenboog.nl',
        first_name: 'Piet',
        last_name_prefix: null,
        last_name: 'Bakker',
        role_id: 1,
      },
      {
        id: 9,
        email: 'e.vandijk@regenboog.nl',
        first_name: 'Eva',
        last_name_prefix: 'van',
        last_name: 'Dijk',
        role_id: 3,
      },
    ];
    stubApi({
      '/api/schools/3/users?page=1&sort_column=last_name&sort_order=asc': {
        body: { data: users, meta: meta(2) },
      },
    });
    renderSettings('/instellingen/gebruikers');

    const eva = (await screen.findByRole('rowheader', { name: 'van Dijk' })).closest('tr')!;
    expect(within(eva).getByText('Bestuurder')).toBeInTheDocument();
    expect(within(eva).getByRole('link', { name: 'e.vandijk@regenboog.nl' })).toHaveAttribute(
      'href',
      'mailto:e.vandijk@regenboog.nl',
    );
  });

  it('tells a manager who is no admin that only admins see the members', async () => {
    updateSession({ token: 't', context: { id: 3, contextType: 'school' }, school, roles });
    stubApi({
      '/api/schools/3/users?page=1&sort_column=last_name&sort_order=asc': {
        status: 403,
        body: { message: 'This action is unauthorized.' },
      },
    });
    renderSettings('/instellingen/gebruikers');
    expect(
      (
        await screen.findAllByText(
          'Only the administrators of this school or board can see its users.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('This could not be loaded.')).toBeNull();
  });

  it('tells a school that the schools tab belongs to a board', () => {
    updateSession({ token: 't', context: { id: 3, contextType: 'school' }, school, roles });
    const fetchMock = stubApi({});
    renderSettings('/instellingen/scholen');
    expect(screen.getByRole('heading', { name: /belongs to a board/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the details cannot be loaded', async () => {
    updateSession({ token: 't', context: { id: 3, contextType: 'school' }, school, roles });
    stubApi({ '/api/schools/3': { status: 500, body: { message: 'Server Error' } } });
    renderSettings('/instellingen/algemeen');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the calendar categories and the subscription address of a school', async () => {
    updateSession({ token: 't', context: { id: 3, contextType: 'school' }, school, roles });
    stubApi({
      '/api/schools/3/calendar-categories': {
        body: { data: [{ id: 1, name: 'Vakantie', color: '#2e7d32' }] },
      },
      '/api/schools/3/calendar-feed': {
        body: { data: { url: 'https://koers.example.nl/api/schools/3/calendar.ics?key=abc' } },
      },
    });
    renderSettings('/instellingen/jaarkalender');
    expect(await screen.findByRole('rowheader', { name: 'Vakantie' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Subscription address (.ics)' })).toHaveValue(
      'https://koers.example.nl/api/schools/3/calendar.ics?key=abc',
    );
  });

  it('lists the school years with their plan document and marks the selected one', async () => {
    updateSession({ token: 't', context: { id: 3, contextType: 'school' }, school, roles });
    const periods: Period[] = [
      {
        id: 1,
        name: 'Schooljaar 2025-2026',
        start_at: '2025-08-01',
        end_at: '2026-07-31',
        documents: [],
      },
      {
        id: 2,
        name: 'Schooljaar 2026-2027',
        start_at: '2026-08-01',
        end_at: '2027-07-31',
        documents: [{ id: 8, name: 'Jaarplan 2026-2027', type: 'plan', status: 'ter_bespreking' }],
      },
    ];
    stubApi({ '/api/schools/3/periods': { body: { data: periods } } });
    renderSettings('/instellingen/schooljaren');
    const row = (await screen.findByRole('rowheader', { name: /Schooljaar 2026-2027/ })).closest(
      'tr',
    )!;
    expect(within(row).getByRole('link', { name: 'Jaarplan 2026-2027' })).toHaveAttribute(
      'href',
      '/document/8',
    );
    expect(within(row).getByText('August 1, 2026')).toBeInTheDocument();
    expect(screen.getAllByText(/\(selected\)/)).toHaveLength(1);
  });
});
