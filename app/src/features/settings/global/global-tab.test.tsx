import type { Organisation, School } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { renderScreen } from '@/lib/testing/render-screen';
import SettingsGlobal from '../routes/settings-global';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

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
const board: Organisation = {
  id: 1,
  name: 'Stichting Koers',
  require_two_factor: false,
  authority_number: '41234',
  icon: null,
  access: { role_id: 3 },
  schools: [],
};

/**
 * The context's server: GET and PATCH of the school and the board (a BRIN or authority number
 * changed by anyone but a super admin is a 403), and the icon upload through XMLHttpRequest,
 * which answers as the server does: a file over 2 MB never gets there, a GIF is a 422.
 */
function fakeServer({ superAdmin = false, initial = school } = {}) {
  let current = { school: { ...initial }, board: { ...board } };
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, body });
      const key =
        url.pathname === '/api/schools/3'
          ? 'school'
          : url.pathname === '/api/organisations/1'
            ? 'board'
            : null;
      if (!key) return json(404, { message: 'Not Found' });
      if (method === 'PATCH') {
        const numberField = key === 'school' ? 'brin_number' : 'authority_number';
        const entity = current[key] as unknown as Record<string, unknown>;
        if (numberField in body && body[numberField] !== entity[numberField] && !superAdmin) {
          return json(403, { message: 'Only a Koers administrator can change the number.' });
        }
        const { icon_file_id, ...rest } = body;
        const icon =
          icon_file_id === undefined
            ? entity.icon
            : icon_file_id === null
              ? null
              : { name: 'logo.png', url: `/api/files/${icon_file_id}?signature=x` };
        current = { ...current, [key]: { ...entity, ...rest, icon } };
      }
      return json(200, { data: current[key] });
    }),
  );
  class FakeUpload {
    onprogress: ((event: ProgressEvent) => void) | null = null;
  }
  class FakeXhr {
    static uploads: File[] = [];
    static urls: string[] = [];
    upload = new FakeUpload();
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      FakeXhr.urls.push(url);
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(body: FormData) {
      const file = body.get('file') as File;
      FakeXhr.uploads.push(file);
      const png = file.type === 'image/png';
      setTimeout(() => {
        this.status = png ? 201 : 422;
        this.responseText = JSON.stringify(
          png
            ? {
                data: {
                  id: 70,
                  name: file.name,
                  mime_type: 'image/png',
                  size: file.size,
                  url: '/api/files/70?signature=new',
                },
              }
            : {
                message: 'invalid',
                errors: { file: ['The file must be an image of type: jpeg, png.'] },
              },
        );
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    writes: () => sent.filter((s) => s.method !== 'GET'),
    uploads: FakeXhr.uploads,
    uploadUrls: FakeXhr.urls,
  };
}

function renderTab() {
  return renderScreen(
    <>
      <SettingsGlobal />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </>,
  );
}

const png = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('settings tab Algemeen', () => {
  it('saves a school’s name, new icon and calendar, and the sidebar’s school follows', async () => {
    const server = fakeServer();
    updateSession({
      token: 't',
      user: currentUser(),
      context: { id: 3, contextType: 'school' },
      school,
    });
    renderTab();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('De Regenboog');
    // The BRIN number is read, not edited, with who can change it.
    expect(screen.queryByRole('textbox', { name: /BRIN/ })).toBeNull();
    const number = screen.getByText('BRIN number').nextElementSibling!;
    expect(number).toHaveTextContent('12AB');
    expect(number).toHaveTextContent('Only a Koers administrator can change this number.');
    const icon = screen.getByRole('group', { name: 'Icon' });
    expect(icon).toHaveTextContent('No icon');

    await userEvent.clear(name);
    await userEvent.type(name, 'OBS De Regenboog');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'This school keeps a yearly calendar' }),
    );
    // Managers of the school must use two-step verification from now on.
    const twoFactor = screen.getByRole('checkbox', {
      name: 'Two-step verification required for managers',
    });
    expect(twoFactor).not.toBeChecked();
    expect(twoFactor).toHaveAccessibleDescription(/rank 10 or higher in this school/);
    await userEvent.click(twoFactor);
    const input = icon.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png');
    await userEvent.upload(input, png('logo.png', 1000));
    const preview = await within(icon).findByRole('img', { name: 'Icon of De Regenboog' });
    expect(preview).toHaveAttribute('src', '/api/files/70?signature=new');
    expect(icon).toHaveTextContent('The new icon is used when you save.');
    // Uploaded for this school: it counts against the school's quota.
    expect(server.uploadUrls.at(-1)).toBe(
      `/api/files?purpose=icon&context_type=school&context_id=${school.id}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toEqual({
      method: 'PATCH',
      path: '/api/schools/3',
      body: {
        name: 'OBS De Regenboog',
        icon_file_id: 70,
        calendar: false,
        require_two_factor: true,
      },
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(region).findByText('Saved', { selector: '.koers-toast__title' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(getSession().school?.name).toBe('OBS De Regenboog'));
    expect(getSession().school?.calendar).toBe(false);
    expect(getSession().school?.icon?.url).toBe('/api/files/70?signature=x');
  });

  it('says why an icon is refused before or after uploading, and removes one on save', async () => {
    const withIcon = { ...school, icon: { name: 'oud.png', url: '/api/files/5?signature=old' } };
    const server = fakeServer({ initial: withIcon });
    updateSession({
      token: 't',
      user: currentUser(),
      context: { id: 3, contextType: 'school' },
      school: withIcon,
    });
    renderTab();
    const icon = await screen.findByRole('group', { name: 'Icon' });
    expect(within(icon).getByRole('img', { name: 'Icon of De Regenboog' })).toHaveAttribute(
      'src',
      '/api/files/5?signature=old',
    );
    const input = icon.querySelector<HTMLInputElement>('input[type="file"]')!;

    // Too large: told with both sizes, and nothing is sent.
    await userEvent.upload(input, png('groot.png', 3 * 1024 * 1024));
    expect(await within(icon).findByRole('alert')).toHaveTextContent(
      'This image is 3 MB; an icon may be at most 2 MB. Choose a smaller image.',
    );
    expect(server.uploads).toHaveLength(0);
    // Another type past the dialog's filter: told, nothing sent.
    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(within(icon).getByRole('alert')).toHaveTextContent('Choose a JPEG or PNG image.');
    expect(server.uploads).toHaveLength(0);
    const button = within(icon).getByRole('button', { name: 'Choose another image' });
    expect(button).toHaveAccessibleDescription(/Choose a JPEG or PNG image\./);

    await userEvent.click(within(icon).getByRole('button', { name: 'Remove icon' }));
    expect(icon).toHaveTextContent('No icon');
    expect(icon).toHaveTextContent('The icon is removed when you save.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.body).toMatchObject({ icon_file_id: null });
  });

  it('lets a super admin change a board’s authority number, and shows the server’s 422 on it', async () => {
    const server = fakeServer({ superAdmin: true });
    updateSession({
      token: 't',
      user: currentUser({ admin: true }),
      context: { id: 1, contextType: 'organisation' },
      organisation: board,
    });
    renderTab();
    const number = await screen.findByRole('textbox', { name: /^Authority number/ });
    expect(number).toHaveValue('41234');
    // A board keeps no calendar of its own.
    expect(screen.queryByRole('checkbox', { name: /yearly calendar/ })).toBeNull();
    await userEvent.clear(number);
    await userEvent.type(number, '41235');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.body).toEqual({
      name: 'Stichting Koers',
      require_two_factor: false,
      authority_number: '41235',
    });
    await waitFor(() => expect(getSession().organisation?.authority_number).toBe('41235'));
  });
});
