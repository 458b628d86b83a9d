import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sidebar, SidebarAction, SidebarLink, SidebarSection } from './Sidebar';

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

// The actions' spies: the children are elements, not args, so the play functions share them.
const actionPressed = fn();
const actionPressedEn = fn();

const yearSelect = (label: string) => (
  <label style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
    {label}
    <select defaultValue="2025">
      <option value="2024">2024-2025</option>
      <option value="2025">2025-2026</option>
    </select>
  </label>
);

/**
 * Switching possible: the brand is a button named by the context and the switch hint; Tab
 * order brand → school year → links; the current page is marked; 24 px+ link targets.
 */
async function playSwitchable(
  canvasElement: HTMLElement,
  t: { nav: string; hint: string; year: string; first: string; current: string },
  onSwitchContext: unknown,
) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: t.nav });
  await expect(nav.getBoundingClientRect().width).toBe(256);
  await userEvent.tab();
  const brand = canvas.getByRole('button', { name: new RegExp(`^OBS De Regenboog.*${t.hint}$`) });
  await expect(brand).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onSwitchContext).toHaveBeenCalledOnce();
  await userEvent.tab();
  await expect(canvas.getByRole('combobox', { name: new RegExp(t.year) })).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: t.first })).toHaveFocus();
  const current = canvas.getByRole('link', { name: t.current });
  await expect(current).toHaveAttribute('aria-current', 'page');
  for (const link of within(nav).getAllByRole('link')) {
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    if (link !== current) await expect(link).not.toHaveAttribute('aria-current');
  }
}

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
  play: ({ canvasElement, args }) =>
    playSwitchable(
      canvasElement,
      {
        nav: 'Hoofdmenu',
        hint: 'Wisselen van omgeving',
        year: 'Schooljaar',
        first: 'Jaarkalender',
        current: 'Schoolplan 2025-2029',
      },
      args.onSwitchContext,
    ),
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
  play: ({ canvasElement, args }) =>
    playSwitchable(
      canvasElement,
      {
        nav: 'Main menu',
        hint: 'Switch environment',
        year: 'School year',
        first: 'Year calendar',
        current: 'School plan 2025-2029',
      },
      args.onSwitchContext,
    ),
};

/** Only one context: the brand is plain text, Tab goes straight to the first link. */
async function playSingle(
  canvasElement: HTMLElement,
  t: { name: string; heading: string; first: string },
) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('button')).toBeNull();
  await expect(canvas.getByText(t.name)).toBeVisible();
  await expect(canvas.getByRole('list', { name: t.heading })).toBeVisible();
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: t.first })).toHaveFocus();
  await expect(canvas.getByRole('link', { name: t.first })).toHaveAttribute('aria-current', 'page');
}

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
  play: ({ canvasElement }) =>
    playSingle(canvasElement, {
      name: 'Stichting Primair Onderwijs Noord',
      heading: 'Plannen',
      first: 'Koersplan',
    }),
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
  play: ({ canvasElement }) =>
    playSingle(canvasElement, {
      name: 'Primary Education Foundation North',
      heading: 'Plans',
      first: 'Strategic plan',
    }),
};

// A square school icon (a rainbow), as schools upload them.
const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#1f63b0"/><path d="M8 34a16 16 0 0 1 32 0" fill="none" stroke="#f2c14e" stroke-width="5"/><path d="M15 34a9 9 0 0 1 18 0" fill="none" stroke="#fff" stroke-width="5"/></svg>',
  );

/**
 * The context's icon beside its name, never in its place: the name stays readable text (the icon
 * is decoration, so the name is read once), both side by side within the sidebar; a button
 * (named by the name and the hint) only when switching is possible.
 */
async function playWithIcon(
  canvasElement: HTMLElement,
  t: { name: string; hint?: string },
  onSwitchContext: unknown,
) {
  const canvas = within(canvasElement);
  const name = canvas.getByText(t.name);
  await expect(name).toBeVisible();
  const icon = canvasElement.querySelector<HTMLImageElement>('.koers-sidebar__brand-icon');
  await expect(icon).not.toBeNull();
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('alt', '');
  await expect(canvas.queryByRole('img')).toBeNull();
  // Side by side: the icon left of the name, both inside the sidebar's width.
  const nav = canvas.getByRole('navigation').getBoundingClientRect();
  const iconBox = icon!.getBoundingClientRect();
  const nameBox = name.getBoundingClientRect();
  await expect(iconBox.right).toBeLessThanOrEqual(nameBox.left);
  await expect(nameBox.right).toBeLessThanOrEqual(nav.right);
  await expect(nameBox.width).toBeGreaterThan(iconBox.width);
  if (t.hint) {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t.name}\\s*, ${t.hint}$`) }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onSwitchContext).toHaveBeenCalledOnce();
  } else {
    await expect(canvas.queryByRole('button')).toBeNull();
  }
}

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
  play: ({ canvasElement, args }) =>
    playWithIcon(
      canvasElement,
      { name: 'OBS De Regenboog', hint: 'Wisselen van omgeving' },
      args.onSwitchContext,
    ),
};

/** With an icon and a single context: icon and a long name as plain text, no button. */
export const WithIconEn: Story = {
  globals: { locale: 'en' },
  args: {
    contextName: 'Public Primary School The Rainbow of Riverside',
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
  play: ({ canvasElement, args }) =>
    playWithIcon(
      canvasElement,
      { name: 'Public Primary School The Rainbow of Riverside' },
      args.onSwitchContext,
    ),
};

/** The admin variant: brand-coloured, the current admin page marked, links in Tab order. */
async function playAdmin(canvasElement: HTMLElement, links: string[]) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation');
  await expect(nav).toHaveAttribute('data-variant', 'admin');
  await expect(getComputedStyle(nav).backgroundColor).not.toBe(
    getComputedStyle(document.body).backgroundColor,
  );
  await expect(canvas.getByRole('link', { name: links[0] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const name of links) {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name })).toHaveFocus();
  }
}

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
  play: ({ canvasElement }) =>
    playAdmin(canvasElement, [
      'Besturen',
      'Scholen',
      'Gebruikers',
      'Handleidingen',
      'Koers template',
    ]),
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
        <SidebarLink href="#manuals">Manuals</SidebarLink>
        <SidebarLink href="#template">Koers template</SidebarLink>
      </SidebarSection>
    ),
  },
  play: ({ canvasElement }) =>
    playAdmin(canvasElement, ['Boards', 'Schools', 'Users', 'Manuals', 'Koers template']),
};

/** 88% of #0b7a75 mixed with black (≈ rgb 10 107 103): the board's teal, not the default blue. */
const TEAL = /srgb 0\.0[0-9]* 0\.4[0-9]* 0\.4[0-9]*|rgb\(10, 107, 103\)/;

/** A board's own brand: one tint on a `koers-theme` wrapper recolours the current link. */
async function playBoardTint(canvasElement: HTMLElement, current: string) {
  const link = within(canvasElement).getByRole('link', { name: current });
  await expect(getComputedStyle(link).color).toMatch(TEAL);
}

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
  play: ({ canvasElement }) => playBoardTint(canvasElement, 'Koersplan'),
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
  play: ({ canvasElement }) => playBoardTint(canvasElement, 'Strategic plan'),
};

/**
 * An action among the links (a manager's 'Nieuw document' under the plans): a button in the
 * list, reached with Tab after the links before it, chosen with Enter or Space, at least as
 * high as a link, and in the brand colour, not the colour of the links.
 */
async function playAction(
  canvasElement: HTMLElement,
  t: { before: string; action: string; after: string },
  onPress: ReturnType<typeof fn>,
) {
  onPress.mockClear();
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list');
  const action = within(list).getByRole('button', { name: t.action });
  await expect(action.closest('li')?.parentElement).toBe(list);
  canvas.getByRole('link', { name: t.before }).focus();
  await userEvent.tab();
  await expect(action).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(onPress).toHaveBeenCalledTimes(1);
  await userEvent.keyboard(' ');
  await expect(onPress).toHaveBeenCalledTimes(2);
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: t.after })).toHaveFocus();
  await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  const link = canvas.getByRole('link', { name: t.after });
  await expect(getComputedStyle(action).color).not.toBe(getComputedStyle(link).color);
}

export const WithActionNl: Story = {
  globals: { locale: 'nl' },
  args: {
    children: (
      <SidebarSection>
        <SidebarLink href="#schoolplan" isCurrent>
          Schoolplan 2025-2029
        </SidebarLink>
        <SidebarLink href="#jaarplan">Jaarplan 2026-2027</SidebarLink>
        <SidebarAction onPress={actionPressed}>Nieuw document</SidebarAction>
        <SidebarLink href="#sociale-kaart">Sociale kaart</SidebarLink>
      </SidebarSection>
    ),
  },
  play: ({ canvasElement }) =>
    playAction(
      canvasElement,
      { before: 'Jaarplan 2026-2027', action: 'Nieuw document', after: 'Sociale kaart' },
      actionPressed,
    ),
};

export const WithActionEn: Story = {
  globals: { locale: 'en' },
  args: {
    navLabel: 'Main menu',
    children: (
      <SidebarSection>
        <SidebarLink href="#plan" isCurrent>
          School plan 2025-2029
        </SidebarLink>
        <SidebarAction onPress={actionPressedEn}>New document</SidebarAction>
        <SidebarLink href="#contacts">Social map</SidebarLink>
      </SidebarSection>
    ),
  },
  play: ({ canvasElement }) =>
    playAction(
      canvasElement,
      { before: 'School plan 2025-2029', action: 'New document', after: 'Social map' },
      actionPressedEn,
    ),
};
