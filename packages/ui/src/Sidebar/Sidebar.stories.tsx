import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sidebar, SidebarLink, SidebarSection } from './Sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '16rem', blockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: { contextName: 'OBS De Regenboog', children: null },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const yearSelect = (label: string) => (
  <label style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
    {label}
    <select defaultValue="2025">
      <option value="2024">2024-2025</option>
      <option value="2025">2025-2026</option>
    </select>
  </label>
);

/** Switching possible: the brand is a button; arrow-free Tab order brand → year → links. */
export const SwitchableNl: Story = {
  globals: { locale: 'nl' },
  args: {
    onSwitchContext: fn(),
    navLabel: 'Hoofdmenu',
    schoolYear: yearSelect('Schooljaar'),
    children: (
      <>
        <SidebarSection heading="Plannen">
          <SidebarLink href="#jaarkalender">Jaarkalender</SidebarLink>
          <SidebarLink href="#schoolplan" isCurrent>
            Schoolplan 2025-2029
          </SidebarLink>
        </SidebarSection>
        <SidebarSection heading="School">
          <SidebarLink href="#sociale-kaart">Sociale kaart</SidebarLink>
          <SidebarLink href="#handleidingen">Handleidingen</SidebarLink>
        </SidebarSection>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /OBS De Regenboog/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitchContext).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Jaarkalender' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Schoolplan 2025-2029' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SwitchableEn: Story = {
  globals: { locale: 'en' },
  args: {
    onSwitchContext: fn(),
    switchContextHint: 'Switch environment',
    navLabel: 'Main menu',
    schoolYear: yearSelect('School year'),
    children: (
      <SidebarSection heading="Plans">
        <SidebarLink href="#calendar">Year calendar</SidebarLink>
        <SidebarLink href="#plan" isCurrent>
          School plan 2025-2029
        </SidebarLink>
      </SidebarSection>
    ),
  },
};

/** Only one context: the brand is plain text, Tab goes straight to the first link. */
export const SingleContextNl: Story = {
  globals: { locale: 'nl' },
  args: {
    contextName: 'Stichting Primair Onderwijs Noord',
    children: (
      <SidebarSection heading="Plannen">
        <SidebarLink href="#koersplan" isCurrent>
          Koersplan
        </SidebarLink>
        <SidebarLink href="#instellingen">Instellingen</SidebarLink>
      </SidebarSection>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Koersplan' })).toHaveFocus();
  },
};

export const SingleContextEn: Story = {
  globals: { locale: 'en' },
  args: {
    contextName: 'Primary Education Foundation North',
    navLabel: 'Main menu',
    children: (
      <SidebarSection heading="Plans">
        <SidebarLink href="#plan" isCurrent>
          Strategic plan
        </SidebarLink>
        <SidebarLink href="#settings">Settings</SidebarLink>
      </SidebarSection>
    ),
  },
};

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="#1f63b0"/><text x="80" y="31" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">De Regenboog</text></svg>',
  );

export const WithIconNl: Story = {
  globals: { locale: 'nl' },
  args: {
    contextIconUrl: logo,
    onSwitchContext: fn(),
    children: (
      <SidebarSection>
        <SidebarLink href="#plan" isCurrent>
          Schoolplan
        </SidebarLink>
      </SidebarSection>
    ),
  },
};

export const WithIconEn: Story = {
  globals: { locale: 'en' },
  args: {
    contextIconUrl: logo,
    navLabel: 'Main menu',
    children: (
      <SidebarSection>
        <SidebarLink href="#plan" isCurrent>
          School plan
        </SidebarLink>
      </SidebarSection>
    ),
  },
};

export const AdminNl: Story = {
  globals: { locale: 'nl' },
  args: {
    variant: 'admin',
    contextName: 'Admin-omgeving',
    children: (
      <SidebarSection heading="Beheer">
        <SidebarLink href="#besturen" isCurrent>
          Besturen
        </SidebarLink>
        <SidebarLink href="#scholen">Scholen</SidebarLink>
        <SidebarLink href="#gebruikers">Gebruikers</SidebarLink>
        <SidebarLink href="#handleidingen">Handleidingen</SidebarLink>
        <SidebarLink href="#template">Koers template</SidebarLink>
      </SidebarSection>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Besturen' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Besturen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const AdminEn: Story = {
  globals: { locale: 'en' },
  args: {
    variant: 'admin',
    contextName: 'Admin area',
    navLabel: 'Main menu',
    children: (
      <SidebarSection heading="Management">
        <SidebarLink href="#boards" isCurrent>
          Boards
        </SidebarLink>
        <SidebarLink href="#schools">Schools</SidebarLink>
        <SidebarLink href="#users">Users</SidebarLink>
      </SidebarSection>
    ),
  },
};

/** A board's own brand: one tint on a `koers-theme` wrapper recolours the current link. */
export const BoardTintNl: Story = {
  globals: { locale: 'nl' },
  decorators: [
    (Story) => (
      <div
        className="koers-theme"
        style={{ '--koers-brand-tint': '#0b7a75' } as React.CSSProperties}
      >
        <Story />
      </div>
    ),
  ],
  args: {
    contextName: 'Stichting Kindwijs',
    children: (
      <SidebarSection heading="Plannen">
        <SidebarLink href="#koersplan" isCurrent>
          Koersplan
        </SidebarLink>
        <SidebarLink href="#jaarplan">Jaarplan</SidebarLink>
      </SidebarSection>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Koersplan' });
    // 88% of #0b7a75 mixed with black (≈ rgb 10 107 103): the board's teal, not the default blue.
    await expect(getComputedStyle(link).color).toMatch(
      /srgb 0\.0[0-9]* 0\.4[0-9]* 0\.4[0-9]*|rgb\(10, 107, 103\)/,
    );
  },
};

export const BoardTintEn: Story = {
  globals: { locale: 'en' },
  decorators: BoardTintNl.decorators,
  args: {
    contextName: 'Kindwijs Foundation',
    navLabel: 'Main menu',
    children: (
      <SidebarSection heading="Plans">
        <SidebarLink href="#plan" isCurrent>
          Strategic plan
        </SidebarLink>
        <SidebarLink href="#annual">Annual plan</SidebarLink>
      </SidebarSection>
    ),
  },
};
