import type { Application, Organisation, School } from '@koers/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { renderScreen, stubApi } from '@/lib/testing/render-screen';
import { regenboog } from '@/lib/testing/fixtures';
import LinksPage from './links-page';

const school: School = regenboog({ organisation_id: 1 });

const applications: Application[] = [
  {
    id: 1,
    name: 'Parnassys',
    url: 'https://parnassys.nl',
    type: 'student-tracking-system',
    icon: { name: 'p.png', url: '/api/files/1?expires=1&signature=a' },
  },
  { id: 2, name: 'Outlook', url: 'https://outlook.office.com', type: 'webmail', icon: null },
  { id: 3, name: 'Basispoort', url: 'https://basispoort.nl', type: null, icon: null },
];

function inSchool() {
  updateSession({ token: 'token', context: { id: 3, contextType: 'school' }, school });
}

afterEach(() => {
  // Unmount first: resetting the session re-renders whatever is still mounted.
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('LinksPage', () => {
  it('lists the school’s applications by type as links that open in a new tab', async () => {
    inSchool();
    stubApi({ '/api/schools/3/applications': { body: { data: applications } } });
    renderScreen(<LinksPage />);

    const webmail = await screen.findByRole('region', { name: 'Webmail' });
    const outlook = within(webmail).getByRole('link', { name: /Outlook/ });
    expect(outlook).toHaveAttribute('href', 'https://outlook.office.com');
    expect(outlook).toHaveAttribute('target', '_blank');
    expect(outlook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Webmail',
      'Student tracking system',
      'Application chooser',
    ]);
  });

  it('says so when the school has no applications', async () => {
    inSchool();
    stubApi({ '/api/schools/3/applications': { body: { data: [] } } });
    renderScreen(<LinksPage />);
    expect(
      await screen.findByRole('heading', { name: 'This school has no linked applications yet.' }),
    ).toBeInTheDocument();
  });

  it('shows an error when the applications cannot be loaded', async () => {
    inSchool();
    stubApi({ '/api/schools/3/applications': { status: 500, body: { message: 'Server Error' } } });
    renderScreen(<LinksPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The applications could not be loaded.',
    );
  });

  it('tells a board without schools that it has no linked applications, without asking to choose a school', () => {
    const linge: Organisation = {
      id: 2,
      name: 'Stichting De Linge',
      require_two_factor: false,
      authority_number: null,
      icon: null,
      access: { role_id: 3 },
      schools: [],
    };
    updateSession({
      token: 'token',
      context: { id: 2, contextType: 'organisation' },
      organisation: linge,
    });
    const fetchMock = stubApi({});
    renderScreen(<LinksPage />);
    expect(
      screen.getByRole('heading', {
        name: 'Applications are linked per school, and Stichting De Linge has no schools in Koers yet, so there are no linked applications to show.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Choose a school/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a board with schools to switch to one of them', () => {
    updateSession({
      token: 'token',
      context: { id: 1, contextType: 'organisation' },
      organisation: {
        id: 1,
        name: 'Stichting Rivierenland',
        require_two_factor: false,
        authority_number: null,
        icon: null,
        access: { role_id: 3 },
        schools: [{ ...regenboog({ organisation_id: 1 }), access: { role_id: 3 } }],
      },
    });
    stubApi({});
    renderScreen(<LinksPage />);
    expect(
      screen.getByRole('heading', {
        name: 'Applications are linked per school. Switch to one of the schools of Stichting Rivierenland to see its applications.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a school' })).toHaveAttribute(
      'href',
      '/authenticatie/school-of-bestuur-selecteren',
    );
  });

  it('asks for a school in an organisation context without calling the API', () => {
    updateSession({ token: 'token', context: { id: 1, contextType: 'organisation' } });
    const fetchMock = stubApi({});
    renderScreen(<LinksPage />);
    expect(screen.getByRole('heading', { name: /Choose a school/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
