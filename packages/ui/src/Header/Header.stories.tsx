import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell';
import {
  ApplicationChooser,
  applicationChooserImpl,
} from '../ApplicationChooser/ApplicationChooser';
import { Sidebar, SidebarLink, SidebarSection } from '../Sidebar/Sidebar';
import { menuImpl } from '../Menu/Menu';
import { searchDropdownImpl } from '../SearchDropdown/SearchDropdown';
import { Header, type HeaderProps, type LinkedApplication } from './Header';

const applications: LinkedApplication[] = [
  { id: 1, type: 'tasks', name: 'Taken', url: 'https://taken.example.nl' },
  { id: 2, type: 'webmail', name: 'Webmail', url: 'https://outlook.office.com' },
  { id: 3, type: 'student-tracking-system', name: 'ParnasSys', url: 'https://www.parnassys.nl' },
  { id: 4, type: 'other', name: 'Intranet', url: 'https://intranet.example.nl' },
];

function StatefulHeader(props: HeaderProps & { editLabel: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <Header
      {...props}
      editMode={{ isEditing: editing, onChange: setEditing, label: props.editLabel }}
    />
  );
}

const meta = {
  // The shells' react-aria implementations are in before a story renders: the plays test the
  // header, not how fast a first import finishes (the hand-over has its own *.shell tests).
  loaders: [
    () => Promise.all([menuImpl.load(), applicationChooserImpl.load(), searchDropdownImpl.load()]),
  ],
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const search = (label: string) => (
  <input
    type="search"
    aria-label={label}
    placeholder={label}
    style={{ inlineSize: '100%', padding: 6 }}
  />
);

interface FullTexts {
  edit: string;
  search: string;
  apps: string;
  appNames: string[];
  hint: string;
  chooser: string;
  menuItems: string[];
}

/**
 * The whole header from the keyboard: search, the edit switch (Space), the four application
 * links by type, the application chooser and the user menu (Enter opens it, Escape closes it).
 */
async function playFull(canvasElement: HTMLElement, t: FullTexts) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('searchbox', { name: t.search })).toHaveFocus();
  await userEvent.tab();
  const toggle = canvas.getByRole('switch', { name: t.edit });
  await expect(toggle).toHaveFocus();
  await expect(toggle).not.toBeChecked();
  await userEvent.keyboard(' ');
  await expect(toggle).toBeChecked();
  const apps = within(canvas.getByRole('list', { name: t.apps })).getAllByRole('link');
  await expect(apps.map((a) => a.getAttribute('data-type'))).toEqual([
    'tasks',
    'webmail',
    'student-tracking-system',
    'other',
  ]);
  for (const [i, name] of t.appNames.entries()) {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: `${name} ${t.hint}` });
    await expect(link).toBe(apps[i]);
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  }
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: t.chooser })).toHaveFocus();
  await userEvent.tab();
  const user = canvas.getByRole('button', { name: 'Anna de Vries' });
  await expect(user).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = await body.findByRole('menu');
  await expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(t.menuItems);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(user).toHaveFocus());
}

function FullHeader({ t }: { t: FullTexts }) {
  return (
    <StatefulHeader
      editLabel={t.edit}
      search={search(t.search)}
      applications={applications.map((a, i) => ({ ...a, name: t.appNames[i]! }))}
      applicationsLabel={t.apps}
      newTabHint={t.hint}
      applicationChooser={
        <ApplicationChooser
          label={t.chooser}
          newTabHint={t.hint}
          applications={[{ id: 9, name: 'Gynzy', url: 'https://www.gynzy.com' }]}
        />
      }
      userMenu={{
        name: 'Anna de Vries',
        items: t.menuItems.map((label, i) =>
          i === t.menuItems.length - 1
            ? { id: 'logout', label, onAction: fn() }
            : { id: String(i), label, href: `#item-${i}` },
        ),
      }}
    />
  );
}

const fullNl: FullTexts = {
  edit: 'Bewerkmodus',
  search: 'Zoeken in document',
  apps: 'Gekoppelde applicaties',
  appNames: ['Taken', 'Webmail', 'ParnasSys', 'Intranet'],
  hint: '(opent in nieuw tabblad)',
  chooser: 'Applicaties',
  menuItems: ['Admin-omgeving', 'Koppelingen', 'Uitloggen'],
};

const fullEn: FullTexts = {
  edit: 'Edit mode',
  search: 'Search in document',
  apps: 'Linked applications',
  appNames: ['Tasks', 'Webmail', 'ParnasSys', 'Intranet'],
  hint: '(opens in a new tab)',
  chooser: 'Applications',
  menuItems: ['Linked applications', 'Log out'],
};

export const FullNl: Story = {
  globals: { locale: 'nl' },
  render: () => <FullHeader t={fullNl} />,
  play: ({ canvasElement }) => playFull(canvasElement, fullNl),
};

export const FullEn: Story = {
  globals: { locale: 'en' },
  render: () => <FullHeader t={fullEn} />,
  play: ({ canvasElement }) => playFull(canvasElement, fullEn),
};

/** A reader without edit rights on a page without search: no switch, Tab goes to the menu. */
async function playReadOnly(canvasElement: HTMLElement, logout: string) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('switch')).toBeNull();
  await expect(canvas.queryByRole('searchbox')).toBeNull();
  await userEvent.tab();
  const user = canvas.getByRole('button', { name: 'Bram Jansen' });
  await expect(user).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  await expect(await body.findByRole('menuitem', { name: logout })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
}

export const ReadOnlyNl: Story = {
  globals: { locale: 'nl' },
  args: {
    editMode: { visible: false, isEditing: false, onChange: fn() },
    userMenu: {
      name: 'Bram Jansen',
      items: [{ id: 'logout', label: 'Uitloggen', onAction: fn() }],
    },
  },
  play: ({ canvasElement }) => playReadOnly(canvasElement, 'Uitloggen'),
};

export const ReadOnlyEn: Story = {
  globals: { locale: 'en' },
  args: {
    editMode: { visible: false, isEditing: false, onChange: fn(), label: 'Edit mode' },
    userMenu: { name: 'Bram Jansen', items: [{ id: 'logout', label: 'Log out', onAction: fn() }] },
  },
  play: ({ canvasElement }) => playReadOnly(canvasElement, 'Log out'),
};

interface PhoneTexts {
  menu: string;
  school: string;
  search: string;
  searchField: string;
  more: string;
  edit: string;
  apps: string;
  app: string;
  hint: string;
  user: string;
  logout: string;
}

const phoneNl: PhoneTexts = {
  menu: 'Menu',
  school: 'OBS De Regenboog',
  search: 'Zoeken',
  searchField: 'Zoeken in dit document',
  more: 'Meer',
  edit: 'Bewerkmodus',
  apps: 'Gekoppelde applicaties',
  app: 'Webmail',
  hint: '(opent in nieuw tabblad)',
  user: 'Anna de Vries',
  logout: 'Uitloggen',
};

const phoneEn: PhoneTexts = {
  menu: 'Menu',
  school: 'OBS De Regenboog',
  search: 'Search',
  searchField: 'Search in this document',
  more: 'More',
  edit: 'Edit mode',
  apps: 'Linked applications',
  app: 'Webmail',
  hint: '(opens in a new tab)',
  user: 'Anna de Vries',
  logout: 'Log out',
};

/** The header in the shell, as on a document page: everything the header can hold. */
function PhoneShell({ t }: { t: PhoneTexts }) {
  const [editing, setEditing] = useState(false);
  return (
    <AppShell
      sidebarToggleLabel={t.menu}
      sidebar={
        <Sidebar contextName={t.school}>
          <SidebarSection heading="Plannen">
            <SidebarLink href="#plan" isCurrent>
              Schoolplan
            </SidebarLink>
          </SidebarSection>
        </Sidebar>
      }
      header={
        <Header
          title={t.school}
          search={search(t.searchField)}
          searchButtonLabel={t.search}
          moreLabel={t.more}
          editMode={{ isEditing: editing, onChange: setEditing, label: t.edit }}
          applications={[applications[1]!]}
          applicationsLabel={t.apps}
          newTabHint={t.hint}
          userMenu={{ name: t.user, items: [{ id: 'logout', label: t.logout, onAction: fn() }] }}
        />
      }
    >
      <h1>Schoolplan</h1>
      <p>{editing ? t.edit : ''}</p>
    </AppShell>
  );
}

/**
 * On a phone (375px) the header is one row: menu button, the school's name, the search button
 * and "more". The search opens in the row and Escape in the empty field closes it; "more" holds
 * edit mode (a checkbox item), the linked applications and the user's items, from the keyboard.
 */
async function playPhone(canvasElement: HTMLElement, t: PhoneTexts) {
  const canvas = within(canvasElement);
  const header = canvas.getByRole('banner');
  await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(64);
  const name = within(header).getByText(t.school);
  await expect(name).toBeVisible();
  const row = (element: Element) => element.getBoundingClientRect().top;
  const menu = within(header).getByRole('button', { name: t.menu });
  const searchButton = within(header).getByRole('button', { name: t.search });
  const more = () => within(header).getByRole('button', { name: t.more });
  for (const control of [name, searchButton, more()]) {
    await expect(
      Math.abs(
        row(control) +
          control.getBoundingClientRect().height / 2 -
          (row(menu) + menu.getBoundingClientRect().height / 2),
      ),
    ).toBeLessThan(2);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

  // The search opens in the row, takes the focus, and Escape closes it again.
  await expect(canvas.queryByRole('searchbox')).toBeNull();
  searchButton.focus();
  await userEvent.keyboard('{Enter}');
  await expect(searchButton).toHaveAttribute('aria-expanded', 'true');
  const field = canvas.getByRole('searchbox', { name: t.searchField });
  await expect(field).toHaveFocus();
  await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(64);
  await userEvent.keyboard('{Escape}');
  await expect(searchButton).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(searchButton).toHaveFocus());

  // "More": edit mode, the application, the user's items. (Tab from the search button reaches
  // it in a browser, the e2e journey checks; user-event's Tab stops at the hidden field.)
  more().focus();
  await userEvent.keyboard('{Enter}');
  const list = await body.findByRole('menu');
  const edit = within(list).getByRole('menuitemcheckbox', { name: t.edit });
  await waitFor(() => expect(edit).toHaveFocus());
  await expect(edit).toHaveAttribute('aria-checked', 'false');
  const app = within(list).getByRole('menuitem', { name: `${t.app} ${t.hint}` });
  await expect(app).toHaveAttribute('target', '_blank');
  await expect(within(list).getByRole('group', { name: t.user })).toContainElement(
    within(list).getByRole('menuitem', { name: t.logout }),
  );
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  await expect(canvas.getByText(t.edit, { selector: 'p' })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}');
  await expect(await body.findByRole('menuitemcheckbox', { name: t.edit })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(more()).toHaveFocus());
}

export const PhoneNl: Story = {
  globals: { viewport: { value: 'mobile' }, locale: 'nl' },
  render: () => <PhoneShell t={phoneNl} />,
  play: ({ canvasElement }) => playPhone(canvasElement, phoneNl),
};

export const PhoneEn: Story = {
  globals: { viewport: { value: 'narrow' }, locale: 'en' },
  render: () => <PhoneShell t={phoneEn} />,
  play: ({ canvasElement }) => playPhone(canvasElement, phoneEn),
};
