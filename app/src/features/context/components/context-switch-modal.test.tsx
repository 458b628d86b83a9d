import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import nlContext from '@/i18n/nl/context.json';
import type { CurrentUser } from '@/lib/session/types';
import { getSession, resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { ContextSwitchModal } from './context-switch-modal';

const school = (id: number, name: string, organisationId: number | null) => ({
  id,
  name,
  brin_number: `${id}AB`,
  icon: null,
  calendar: true,
  organisation_id: organisationId,
  organisation: null,
  access: { role_id: 1 },
});

const user: CurrentUser = {
  id: 3,
  email: 'leraar@koers.test',
  first_name: 'Lotte',
  last_name_prefix: null,
  last_name: 'Leraar',
  admin: false,
  locale: null,
  organisations: [],
  schools: [school(12, 'De Regenboog', null), school(13, 'Het Kompas', null)],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderModal(locale: 'en' | 'nl', messages: Record<string, unknown> = {}) {
  const onOpenChange = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/sociale-kaart',
        element: <ContextSwitchModal isOpen onOpenChange={onOpenChange} />,
      },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/sociale-kaart'] },
  );
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={messages as never}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, onOpenChange };
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  updateSession({ user, roles: [], rolesStatus: 'loaded' });
});
afterEach(() => vi.unstubAllGlobals());

describe('ContextSwitchModal (SPEC §2 Wisselen van omgeving)', () => {
  it('sets the chosen school, closes and goes home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/schools/13'
          ? json({ data: school(13, 'Het Kompas', null) })
          : json({ data: [{ id: 1, rank: 1 }] }),
      ),
    );
    const { router, onOpenChange } = renderModal('en');
    const dialog = screen.getByRole('dialog', { name: 'Switch environment' });
    expect(within(dialog).getByRole('button', { name: 'Close modal' })).toBeInTheDocument();
    // No boards: the spec's empty text, in English.
    expect(within(dialog).getByText('No boards were found.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('option', { name: /Het Kompas/ }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().context).toEqual({ id: 13, contextType: 'school' });
    expect(localStorage.getItem('contextType')).toBe('school');
  });

  it('stays open with a message when the school cannot be opened, keeping the old context', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Server Error' }, 500)),
    );
    const { router, onOpenChange } = renderModal('en');
    await userEvent.click(screen.getByRole('option', { name: /Het Kompas/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This school or board could not be opened. Try again.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/sociale-kaart');
    expect(getSession().context).toBeNull();
  });

  it('speaks Dutch on a Dutch page: title, close button and empty text', () => {
    // The Dutch source texts (the compiled files exist only after a build).
    renderModal('nl', nlContext);
    const dialog = screen.getByRole('dialog', { name: 'Wisselen van omgeving' });
    expect(within(dialog).getByRole('button', { name: 'Venster sluiten' })).toBeInTheDocument();
    expect(within(dialog).getByText('Er zijn geen besturen gevonden.')).toBeInTheDocument();
  });
});
