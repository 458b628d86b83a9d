import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Document } from '@koers/contract';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDocument, setDocument } from '@/lib/document-store';
import { getPageEditState, leaveEditablePage, setEditablePage } from '@/lib/page-edit-store';
import type { CurrentUser } from '@/lib/session/types';
import { resetSessionForTests, storeContext, updateSession } from '@/lib/session/session-store';
import { regenboog } from '@/lib/testing/fixtures';
import { AppShell } from '@koers/ui';
import { AppHeader } from './app-header';

const user = (admin: boolean): CurrentUser => ({
  id: 1,
  email: 'x@koers.test',
  first_name: 'Anna',
  last_name_prefix: 'van der',
  last_name: 'Berg',
  admin,
  locale: null,
  organisations: [],
  schools: [],
});

function renderHeader(admin: boolean, { inShell = false } = {}) {
  updateSession({ user: user(admin), roles: [], rolesStatus: 'loaded' });
  storeContext({ id: 10, contextType: 'school' }, { school: regenboog({ id: 10 }) });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: [
              {
                id: 1,
                name: 'Outlook',
                url: 'https://outlook.office.com',
                type: 'webmail',
                icon: null,
              },
              {
                id: 2,
                name: 'Parnassys',
                url: 'https://parnassys.nl',
                type: 'student-tracking-system',
                icon: null,
              },
              { id: 3, name: 'Canva', url: 'https://www.canva.com', type: null, icon: null },
            ],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter>
          {inShell ? (
            <AppShell sidebar={null} header={<AppHeader search={<input aria-label="Search" />} />}>
              <h1>Jaarplan</h1>
            </AppShell>
          ) : (
            <AppHeader />
          )}
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  resetDocument();
  leaveEditablePage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  // @ts-expect-error jsdom has no matchMedia of its own: a narrow screen to the shell.
  delete window.matchMedia;
});

describe('AppHeader (SPEC §2)', () => {
  it('links typed applications as icons (new tab) and offers the untyped ones in the chooser', async () => {
    renderHeader(false);
    const outlook = await screen.findByRole('link', { name: /Outlook/ });
    expect(outlook).toHaveAttribute('href', 'https://outlook.office.com');
    expect(outlook).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Parnassys/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Canva/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Applications' })).toBeInTheDocument();
  });

  it('lists Koppelingen, Mijn account, the other language and Uitloggen; Admin-omgeving only for super admins', async () => {
    renderHeader(false);
    await userEvent.click(screen.getByRole('button', { name: /Anna van der Berg/ }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Linked applications',
      'My account',
      'Nederlands',
      'Log out',
    ]);
    // Named in its own language, and marked so (WCAG 3.1.2).
    expect(
      screen.getByRole('menuitem', { name: 'Nederlands' }).querySelector('[lang]'),
    ).toHaveAttribute('lang', 'nl');
  });

  it('gives super admins the admin environment and the switch screen in the menu', async () => {
    renderHeader(true);
    await userEvent.click(screen.getByRole('button', { name: /Anna van der Berg/ }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Admin environment',
      'Switch environment',
      'Linked applications',
      'My account',
      'Nederlands',
      'Log out',
    ]);
  });

  it('shows the edit toggle only for a document the user may edit', async () => {
    renderHeader(false);
    expect(screen.queryByRole('switch')).toBeNull();
    const document = { id: 7, name: 'Jaarplan', blocks: [] } as unknown as Document;
    setDocument(document, false);
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
    setDocument(document, true);
    expect(await screen.findByRole('switch', { name: 'Edit mode' })).not.toBeChecked();
  });

  it('shows the edit toggle for a content page only to those who may edit it, and switches it', async () => {
    renderHeader(false);
    act(() => setEditablePage('calendar:school:10', false));
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
    act(() => setEditablePage('calendar:school:10', true));
    const toggle = await screen.findByRole('switch', { name: 'Edit mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(getPageEditState().isEditing).toBe(true);
    act(() => leaveEditablePage('calendar:school:10'));
    await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
  });

  it('keeps to one row in the shell on a narrow screen: the school, search and "more"', async () => {
    renderHeader(false, { inShell: true });
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('De Regenboog');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    // The applications with a type and those without (no room for the chooser), in new tabs.
    await waitFor(() =>
      expect(
        screen.getAllByRole('menuitem', { name: /opens in a new tab/ }).map((i) => i.textContent),
      ).toEqual([
        expect.stringContaining('Outlook'),
        expect.stringContaining('Parnassys'),
        expect.stringContaining('Canva'),
      ]),
    );
    expect(screen.getByRole('group', { name: 'Anna van der Berg' })).toBeInTheDocument();
    expect(menu).toHaveTextContent('Log out');
  });
});
