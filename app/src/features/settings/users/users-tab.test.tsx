import type { ContextUser, PendingInvite, Role } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { renderScreen } from '@/lib/testing/render-screen';
import { UsersTab } from './users-tab';

const roles: Role[] = [
  { id: 1, name: 'Medewerker', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
  { id: 3, name: 'Bestuurder', rank: 15 },
];

const member = (id: number, first: string, last: string, roleId: number): ContextUser => ({
  id,
  email: `${first.toLowerCase()}@regenboog.nl`,
  first_name: first,
  last_name_prefix: null,
  last_name: last,
  role_id: roleId,
});

/** The admin using the tab (id 1) and two colleagues. */
const seededMembers = [
  member(1, 'Jan', 'Jansen', 3),
  member(8, 'Piet', 'Bakker', 1),
  member(9, 'Eva', 'Dijk', 2),
];

const invite = (ref: string, email: string, expired = false): PendingInvite => ({
  ref,
  email,
  role_id: 1,
  invited_by: 'Jan Jansen',
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: expired ? '2026-11-01T09:00:00.000Z' : '2026-11-27T09:00:00.000Z',
  expired,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The members and invitations of De Regenboog as the server keeps them, with its 422 bodies:
 * a batch invite is all or none, and the last admin is not demoted or removed.
 */
function fakeServer({
  members = seededMembers,
  invites = [invite('r1', 'nieuw@regenboog.nl'), invite('r2', 'oud@regenboog.nl', true)],
  invitesStatus = 200,
}: { members?: ContextUser[]; invites?: PendingInvite[]; invitesStatus?: number } = {}) {
  let people = [...members];
  let pending = [...invites];
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (errors: Record<string, string[]>) =>
    json(422, { message: 'The given data was invalid.', errors });
  const admins = () => people.filter((p) => p.role_id === 3);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname + url.search, body });
      const path = url.pathname;
      if (path === '/api/schools/3/users' && method === 'GET') {
        return json(200, {
          data: people,
          meta: {
            current_page: 1,
            from: people.length ? 1 : null,
            to: people.length || null,
            last_page: 1,
            per_page: 25,
            total: people.length,
          },
        });
      }
      if (path === '/api/schools/3/invites' && method === 'GET') {
        return invitesStatus === 200
          ? json(200, { data: pending })
          : json(invitesStatus, { message: 'This action is unauthorized.' });
      }
      if (path === '/api/schools/3/invites/batch' && method === 'POST') {
        const emails = body.emails as string[];
        const refused = emails.flatMap((email) =>
          email.includes('@')
            ? people.some((p) => p.email === email)
              ? [`${email} is already a member.`]
              : []
            : [`“${email}” is not a valid email address.`],
        );
        if (refused.length > 0) return invalid({ emails: refused });
        const created = emails.map((email, i) => ({
          ...invite(`n${pending.length + i}`, email),
          role_id: body.role_id as number,
        }));
        pending = [...created, ...pending];
        return json(201, { data: created });
      }
      const inviteMatch = /^\/api\/schools\/3\/invites\/(\w+)(\/resend)?$/.exec(path);
      if (inviteMatch) {
        const found = pending.find((i) => i.ref === inviteMatch[1]);
        if (!found) return json(404, { message: 'Not found.' });
        if (inviteMatch[2]) {
          const renewed = { ...found, expired: false, expires_at: '2026-12-04T09:00:00.000Z' };
          pending = pending.map((i) => (i.ref === found.ref ? renewed : i));
          return json(200, { data: renewed });
        }
        pending = pending.filter((i) => i.ref !== found.ref);
        return json(204, null);
      }
      const memberMatch = /^\/api\/schools\/3\/users\/(\d+)$/.exec(path);
      const target = memberMatch ? people.find((p) => p.id === Number(memberMatch[1])) : undefined;
      if (!target) return json(404, { message: 'Not found.' });
      const last = target.role_id === 3 && admins().length === 1;
      const lastMessage = `${target.first_name} ${target.last_name} is the last administrator of De Regenboog. Make someone else an administrator first.`;
      if (method === 'PATCH') {
        if (last && body.role_id !== 3) return invalid({ role_id: [lastMessage] });
        const changed = { ...target, role_id: body.role_id as number };
        people = people.map((p) => (p.id === target.id ? changed : p));
        return json(200, { data: changed });
      }
      if (method === 'DELETE') {
        if (last) return invalid({ user: [lastMessage] });
        people = people.filter((p) => p.id !== target.id);
        return json(204, null);
      }
      return json(405, { message: 'Method Not Allowed' });
    }),
  );
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

function renderTab() {
  return renderScreen(
    <>
      <UsersTab context={{ id: 3, contextType: 'school' }} />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </>,
  );
}

const table = (name: string) => screen.getByRole('table', { name });
const membersTable = () => table('Users');
const invitesTable = () => table('Invitations not accepted yet');

/**
 * The menus and selects of @koers/ui render a light shell and swap in their react-aria
 * implementation on the first intent (pointer over, focus). A person cannot act within the few
 * milliseconds of that swap; a test can, so it waits for the implementation (react-aria marks
 * its elements with data-rac) before pressing.
 */
async function swappedIn(find: () => HTMLElement) {
  await waitFor(() => expect(find()).toHaveAttribute('data-rac'));
  return find();
}

async function chooseAction(trigger: string, action: string) {
  const find = () => screen.getByRole('button', { name: trigger });
  await userEvent.hover(await screen.findByRole('button', { name: trigger }));
  await userEvent.click(await swappedIn(find));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Picks a role in the role select (which has the focus). */
async function chooseRole(select: RegExp, role: RegExp) {
  const button = await swappedIn(() => screen.getByRole('button', { name: select }));
  await waitFor(() => expect(button).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.click(await screen.findByRole('option', { name: role }));
}

/** Waits for a toast with this title (its text is also in the region's live status). */
async function expectToast(title: string) {
  const region = screen.getByRole('region', { name: 'Notifications' });
  await waitFor(() =>
    expect(
      [...region.querySelectorAll('.koers-toast__title')].map((node) => node.textContent),
    ).toContain(title),
  );
}

beforeEach(() => {
  updateSession({
    token: 'token',
    user: currentUser({ id: 1 }),
    context: { id: 3, contextType: 'school' },
    school: regenboog({
      organisation_id: 1,
      organisation: {
        id: 1,
        name: 'Stichting Koers',
        authority_number: '41234',
        icon: null,
        access: null,
      },
    }),
    roles,
  });
});

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('settings tab Gebruikers', () => {
  it('lists the members with their role and the open invitations with their state', async () => {
    fakeServer();
    renderTab();
    const eva = (await screen.findByRole('rowheader', { name: 'Dijk' })).closest('tr')!;
    expect(within(eva).getByText('Directeur')).toBeInTheDocument();
    expect(within(eva).getByRole('button', { name: 'Actions for Eva Dijk' })).toBeInTheDocument();
    // Your own row says it is you and offers nothing to change.
    const own = within(membersTable()).getByRole('rowheader', { name: /^Jansen/ });
    expect(own).toHaveTextContent('Jansen (you)');
    expect(within(own.closest('tr')!).queryByRole('button')).toBeNull();
    // A board's members are not listed with the school: the tab says where they are.
    expect(
      screen.getByText(
        'The members of Stichting Koers can open this school too. They are listed in the settings of the board.',
      ),
    ).toBeInTheDocument();

    const open = (
      await within(invitesTable()).findByRole('rowheader', {
        name: 'nieuw@regenboog.nl',
      })
    ).closest('tr')!;
    expect(within(open).getByText('Valid until November 27, 2026')).toBeInTheDocument();
    expect(within(open).getByText('Jan Jansen')).toBeInTheDocument();
    const expired = within(invitesTable())
      .getByRole('rowheader', { name: 'oud@regenboog.nl' })
      .closest('tr')!;
    expect(within(expired).getByText('Expired on November 1, 2026')).toBeInTheDocument();
  });

  it('invites several addresses at once with the chosen role, and lists them', async () => {
    const server = fakeServer({ invites: [] });
    renderTab();
    await within(
      await screen.findByRole('table', { name: 'Invitations not accepted yet' }),
    ).findByText('There are no open invitations.');
    await userEvent.click(screen.getByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite people to De Regenboog' });
    const field = within(dialog).getByRole('textbox', { name: /Email addresses/ });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'a@regenboog.nl, b@regenboog.nl{Enter}c@regenboog.nl');
    await userEvent.tab();
    await chooseRole(/Medewerker \(reads\)/, /Directeur \(edits the content\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    await expectToast('3 invitations sent');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/schools/3/invites/batch',
        body: { emails: ['a@regenboog.nl', 'b@regenboog.nl', 'c@regenboog.nl'], role_id: 2 },
      },
    ]);
    for (const email of ['a@regenboog.nl', 'b@regenboog.nl', 'c@regenboog.nl'])
      expect(
        await within(invitesTable()).findByRole('rowheader', { name: email }),
      ).toBeInTheDocument();
  });

  it('names every address the server refused, keeps what was typed and focuses the summary', async () => {
    const server = fakeServer({ invites: [] });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /Email addresses/ });
    await userEvent.type(field, 'piet@regenboog.nl geen-adres nieuw@regenboog.nl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    const both =
      'piet@regenboog.nl is already a member. “geen-adres” is not a valid email address.';
    const heading = await within(dialog).findByRole('heading', { name: 'There is a problem' });
    expect(heading).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: both })).toHaveAttribute(
      'href',
      '#invite-emails',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('piet@regenboog.nl geen-adres nieuw@regenboog.nl');
    // Nobody was invited, so nothing was added to the list.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(invitesTable()).getByText('There are no open invitations.')).toBeInTheDocument();
    expect(server.writes()).toHaveLength(1);
  });

  it('changes a member’s role, and shows why the last admin cannot be demoted', async () => {
    const server = fakeServer({
      members: [
        member(1, 'Jan', 'Jansen', 2),
        ...seededMembers.slice(1),
        member(5, 'Ada', 'Smit', 3),
      ],
    });
    renderTab();
    await screen.findByRole('rowheader', { name: 'Smit' });

    await chooseAction('Actions for Ada Smit', 'Change role');
    let dialog = await screen.findByRole('dialog', { name: 'Change the role of Ada Smit' });
    await chooseRole(/Bestuurder/, /Directeur/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    const reason =
      'Ada Smit is the last administrator of De Regenboog. Make someone else an administrator first.';
    expect(await within(dialog).findByRole('link', { name: reason })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseAction('Actions for Piet Bakker', 'Change role');
    dialog = await screen.findByRole('dialog', { name: 'Change the role of Piet Bakker' });
    await chooseRole(/Medewerker/, /Bestuurder/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await expectToast('Piet Bakker is now Bestuurder');
    const piet = within(membersTable()).getByRole('rowheader', { name: 'Bakker' }).closest('tr')!;
    await within(piet).findByText('Bestuurder');
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      ['PATCH', '/api/schools/3/users/5', { role_id: 2 }],
      ['PATCH', '/api/schools/3/users/8', { role_id: 3 }],
    ]);
  });

  it('removes a member after a confirmation that names them, or says why not', async () => {
    fakeServer({
      members: [
        member(1, 'Jan', 'Jansen', 2),
        member(8, 'Piet', 'Bakker', 1),
        member(5, 'Ada', 'Smit', 3),
      ],
    });
    renderTab();
    await screen.findByRole('rowheader', { name: 'Smit' });

    await chooseAction('Actions for Ada Smit', 'Remove from De Regenboog');
    let dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(within(dialog).getByText('Remove Ada Smit from De Regenboog?')).toBeInTheDocument();
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByRole('link', {
        name: 'Ada Smit is the last administrator of De Regenboog. Make someone else an administrator first.',
      }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(membersTable()).getByRole('rowheader', { name: 'Smit' })).toBeInTheDocument();

    await chooseAction('Actions for Piet Bakker', 'Remove from De Regenboog');
    dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('Piet Bakker removed from De Regenboog');
    await waitFor(() =>
      expect(within(membersTable()).queryByRole('rowheader', { name: 'Bakker' })).toBeNull(),
    );
    // Its row and menu are gone: the focus goes to the next thing to do.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Invite people' })).toHaveFocus(),
    );
  });

  it('sends an invitation again and withdraws one after a confirmation that names the address', async () => {
    const server = fakeServer();
    renderTab();
    await screen.findByRole('rowheader', { name: 'oud@regenboog.nl' });

    await chooseAction('Actions for the invitation to oud@regenboog.nl', 'Send again');
    await expectToast('Invitation sent again to oud@regenboog.nl');
    const renewed = within(invitesTable())
      .getByRole('rowheader', { name: 'oud@regenboog.nl' })
      .closest('tr')!;
    await within(renewed).findByText('Valid until December 4, 2026');

    await chooseAction('Actions for the invitation to nieuw@regenboog.nl', 'Withdraw');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw invitation' });
    expect(
      within(dialog).getByText('Withdraw the invitation to nieuw@regenboog.nl?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await expectToast('Invitation to nieuw@regenboog.nl withdrawn');
    await waitFor(() =>
      expect(
        within(invitesTable()).queryByRole('rowheader', { name: 'nieuw@regenboog.nl' }),
      ).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Invite people' })).toHaveFocus(),
    );
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['POST', '/api/schools/3/invites/r2/resend'],
      ['DELETE', '/api/schools/3/invites/r1'],
    ]);
  });

  it('shows no invitations section to someone the server does not show them to', async () => {
    fakeServer({ invitesStatus: 403 });
    renderTab();
    await screen.findByRole('rowheader', { name: 'Dijk' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Invitations not accepted yet' })).toBeNull(),
    );
  });

  it('says the invitations could not be loaded, and loads them again on request', async () => {
    let fail = true;
    fakeServer();
    const real = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        fail && String(input).endsWith('/invites')
          ? new Response(JSON.stringify({ message: 'Server Error' }), { status: 500 })
          : real(input, init),
      ),
    );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invitations could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('rowheader', { name: 'nieuw@regenboog.nl' }),
    ).toBeInTheDocument();
  });
});
