import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationChooser } from '../ApplicationChooser/ApplicationChooser';
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
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (label: string) => (
  <input
    type="search"
    aria-label={label}
    placeholder={label}
    style={{ inlineSize: '100%', padding: 6 }}
  />
);

export const FullNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <StatefulHeader
      editLabel="Bewerkmodus"
      search={search('Zoeken in document')}
      applications={applications}
      applicationChooser={
        <ApplicationChooser
          applications={[{ id: 9, name: 'Gynzy', url: 'https://www.gynzy.com' }]}
        />
      }
      userMenu={{
        name: 'Anna de Vries',
        items: [
          { id: 'admin', label: 'Admin-omgeving', href: '#admin' },
          { id: 'links', label: 'Koppelingen', href: '#koppelingen' },
          { id: 'logout', label: 'Uitloggen', onAction: fn() },
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // search
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Bewerkmodus' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    const tasks = canvas.getByRole('link', { name: 'Taken (opent in nieuw tabblad)' });
    await expect(tasks).toHaveFocus();
    await expect(tasks).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('list', { name: 'Gekoppelde applicaties' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const FullEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <StatefulHeader
      editLabel="Edit mode"
      search={search('Search in document')}
      applications={applications.map((a) => ({
        ...a,
        name: a.type === 'tasks' ? 'Tasks' : a.name,
      }))}
      applicationsLabel="Linked applications"
      newTabHint="(opens in a new tab)"
      applicationChooser={
        <ApplicationChooser
          label="Applications"
          newTabHint="(opens in a new tab)"
          applications={[{ id: 9, name: 'Gynzy', url: 'https://www.gynzy.com' }]}
        />
      }
      userMenu={{
        name: 'Anna de Vries',
        items: [
          { id: 'links', label: 'Linked applications', href: '#links' },
          { id: 'logout', label: 'Log out', onAction: fn() },
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Tasks (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Applications' })).toBeVisible();
  },
};

/** A reader without edit rights on a page without search: no switch, no search. */
export const ReadOnlyNl: Story = {
  globals: { locale: 'nl' },
  args: {
    editMode: { visible: false, isEditing: false, onChange: fn() },
    userMenu: {
      name: 'Bram Jansen',
      items: [{ id: 'logout', label: 'Uitloggen', onAction: fn() }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bram Jansen' })).toHaveFocus();
  },
};

export const ReadOnlyEn: Story = {
  globals: { locale: 'en' },
  args: {
    userMenu: { name: 'Bram Jansen', items: [{ id: 'logout', label: 'Log out', onAction: fn() }] },
  },
};
