import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../Banner/Banner';
import { Header } from '../Header/Header';
import { Sidebar, SidebarLink, SidebarSection } from '../Sidebar/Sidebar';
import { AppShell } from './AppShell';

const texts = {
  nl: {
    skip: 'Naar de inhoud',
    toggle: 'Menu',
    nav: 'Hoofdmenu',
    switchHint: 'Wisselen van omgeving',
    plans: 'Plannen',
    school: 'School',
    admin: 'Beheer',
    edit: 'Bewerkmodus',
    more: 'Meer',
    banner: 'Je zit momenteel in bewerkmodus',
    title: 'Schoolplan 2025-2029',
    intro: 'Ons onderwijs, onze ambities en hoe we die de komende vier jaar waarmaken.',
    links: [
      'Jaarkalender',
      'Schoolplan 2025-2029',
      'Jaarplan 2025-2026',
      'Sociale kaart',
      'Handleidingen',
    ],
    settings: 'Instellingen',
    userItems: ['Admin-omgeving', 'Koppelingen', 'Uitloggen'],
    adminLinks: ['Besturen', 'Scholen', 'Gebruikers', 'Handleidingen', 'Koers template'],
    adminName: 'Admin-omgeving',
  },
  en: {
    skip: 'Skip to content',
    toggle: 'Menu',
    nav: 'Main menu',
    switchHint: 'Switch environment',
    plans: 'Plans',
    school: 'School',
    admin: 'Management',
    edit: 'Edit mode',
    more: 'More',
    banner: 'You are currently in edit mode',
    title: 'School plan 2025-2029',
    intro: 'Our education, our ambitions and how we realise them over the next four years.',
    links: [
      'Year calendar',
      'School plan 2025-2029',
      'Annual plan 2025-2026',
      'Social map',
      'Manuals',
    ],
    settings: 'Settings',
    userItems: ['Admin area', 'Linked applications', 'Log out'],
    adminLinks: ['Boards', 'Schools', 'Users', 'Manuals', 'Koers template'],
    adminName: 'Admin area',
  },
} as const;

type Locale = keyof typeof texts;

function DemoShell({
  locale,
  admin = false,
  onSwitch,
}: {
  locale: Locale;
  admin?: boolean;
  onSwitch?: () => void;
}) {
  const t = texts[locale];
  const [editing, setEditing] = useState(false);
  return (
    <AppShell
      variant={admin ? 'admin' : 'default'}
      skipLinkLabel={t.skip}
      sidebarToggleLabel={t.toggle}
      sidebar={
        admin ? (
          <Sidebar variant="admin" contextName={t.adminName} navLabel={t.nav}>
            <SidebarSection heading={t.admin}>
              {t.adminLinks.map((label, i) => (
                <SidebarLink key={label} href={`#admin-${i}`} isCurrent={i === 0}>
                  {label}
                </SidebarLink>
              ))}
            </SidebarSection>
          </Sidebar>
        ) : (
          <Sidebar
            contextName="OBS De Regenboog"
            onSwitchContext={onSwitch}
            switchContextHint={t.switchHint}
            navLabel={t.nav}
          >
            <SidebarSection heading={t.plans}>
              {t.links.slice(0, 3).map((label, i) => (
                <SidebarLink key={label} href={`#plan-${i}`} isCurrent={i === 1}>
                  {label}
                </SidebarLink>
              ))}
            </SidebarSection>
            <SidebarSection heading={t.school}>
              {t.links.slice(3).map((label, i) => (
                <SidebarLink key={label} href={`#school-${i}`}>
                  {label}
                </SidebarLink>
              ))}
              <SidebarLink href="#settings">{t.settings}</SidebarLink>
            </SidebarSection>
          </Sidebar>
        )
      }
      header={
        <Header
          title={admin ? t.adminName : 'OBS De Regenboog'}
          moreLabel={t.more}
          editMode={admin ? undefined : { isEditing: editing, onChange: setEditing, label: t.edit }}
          userMenu={{
            name: 'Anna de Vries',
            items: t.userItems.map((label, i) => ({ id: String(i), label, onAction: () => {} })),
          }}
        />
      }
      banner={editing ? <Banner>{t.banner}</Banner> : null}
    >
      <h1>{admin ? t.adminLinks[0] : t.title}</h1>
      <p>{t.intro}</p>
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { sidebar: null, header: null, children: null },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const isDesktop = () => window.matchMedia('(min-width: 1024px)').matches;

/**
 * Keyboard walk through the shell. Below 1024px: the toggle opens the drawer, focus moves
 * into it, Escape closes it and focus returns. From 1024px the sidebar is always there.
 */
async function playShell(
  canvasElement: HTMLElement,
  t: (typeof texts)[Locale],
  onSwitch?: () => void,
) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: t.skip })).toHaveFocus();
  // By class and text: in the closed drawer (visibility: hidden) nothing has an accessible
  // name, so role queries cannot find it.
  const sidebar = canvasElement.querySelector<HTMLElement>('.koers-shell__sidebar')!;
  await expect(within(sidebar).getByText(t.links[1]).closest('a')).toHaveAttribute(
    'aria-current',
    'page',
  );
  if (isDesktop()) {
    await expect(within(sidebar).getByRole('navigation', { name: t.nav })).toBeVisible();
    await expect(sidebar.getBoundingClientRect().width).toBe(256);
    await expect(sidebar).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.toggle })).toBeNull();
    await userEvent.tab();
    const brand = canvas.getByRole('button', { name: new RegExp(t.switchHint) });
    await expect(brand).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSwitch).toHaveBeenCalledOnce();
    return;
  }
  // Reflow: nothing scrolls sideways, even at 320px (WCAG 1.4.10).
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await userEvent.tab();
  const toggle = canvas.getByRole('button', { name: t.toggle });
  // The closed drawer's links were skipped: Tab went from the skip link to the toggle.
  await expect(toggle).toHaveFocus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{Enter}');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: new RegExp(t.switchHint) })).toHaveFocus(),
  );
  await expect(canvas.getByRole('link', { name: t.links[0] })).toBeVisible();
  await expect(sidebar.getBoundingClientRect().width).toBe(Math.min(256, window.innerWidth));
  // The drawer opens under the header (however many rows it wraps onto), never over it.
  const header = canvas.getByRole('banner');
  await expect(
    Math.abs(sidebar.getBoundingClientRect().top - header.getBoundingClientRect().bottom),
  ).toBeLessThan(1);
  await userEvent.keyboard('{Escape}');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(toggle).toHaveFocus());
  // Closed again, its links are out of the tab order: Tab goes on into the header.
  await userEvent.tab();
  await expect(sidebar).not.toContainElement(document.activeElement as HTMLElement);
}

/**
 * The admin layout: the current admin page is marked, the brand is plain text (nothing to
 * switch). Below 1024px the drawer opens on its first link and Escape closes it.
 */
async function playAdmin(canvasElement: HTMLElement, t: (typeof texts)[Locale]) {
  const canvas = within(canvasElement);
  // By class and text: below 1024px the closed drawer (visibility: hidden) has no names.
  const sidebar = canvasElement.querySelector<HTMLElement>('.koers-shell__sidebar')!;
  const first = within(sidebar).getByText(t.adminLinks[0]).closest('a')!;
  await expect(first).toHaveAttribute('aria-current', 'page');
  await expect(
    canvas.queryByRole('button', { name: new RegExp(t.adminName), hidden: true }),
  ).toBeNull();
  await expect(within(sidebar).getByText(t.adminName)).toBeInTheDocument();
  await expect(canvas.queryByRole('switch')).toBeNull();
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: t.skip })).toHaveFocus();
  await userEvent.tab();
  if (isDesktop()) {
    await expect(first).toHaveFocus();
    return;
  }
  const toggle = canvas.getByRole('button', { name: t.toggle });
  await expect(toggle).toHaveFocus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(first).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(toggle).toHaveFocus());
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

const switchNl = fn();
const switchEn = fn();

export const MobileNl: Story = {
  globals: { viewport: { value: 'mobile' }, locale: 'nl' },
  render: () => <DemoShell locale="nl" onSwitch={switchNl} />,
  play: async ({ canvasElement }) => {
    switchNl.mockClear();
    await playShell(canvasElement, texts.nl, switchNl);
  },
};

/** At 320px, the narrowest width WCAG 1.4.10 asks to work without sideways scrolling. */
export const MobileEn: Story = {
  globals: { viewport: { value: 'narrow' }, locale: 'en' },
  render: () => <DemoShell locale="en" onSwitch={switchEn} />,
  play: async ({ canvasElement }) => {
    switchEn.mockClear();
    await playShell(canvasElement, texts.en, switchEn);
  },
};

export const DesktopNl: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'nl' },
  render: () => <DemoShell locale="nl" onSwitch={switchNl} />,
  play: async ({ canvasElement }) => {
    switchNl.mockClear();
    await playShell(canvasElement, texts.nl, switchNl);
  },
};

export const DesktopEn: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  render: () => <DemoShell locale="en" onSwitch={switchEn} />,
  play: async ({ canvasElement }) => {
    switchEn.mockClear();
    await playShell(canvasElement, texts.en, switchEn);
  },
};

/** Just below the breakpoint (1000px): still the drawer. */
export const BelowBreakpointNl: Story = {
  globals: { viewport: { value: 'tablet' }, locale: 'nl' },
  render: () => <DemoShell locale="nl" onSwitch={switchNl} />,
  play: async ({ canvasElement }) => {
    switchNl.mockClear();
    await expect(window.innerWidth).toBeLessThan(1024);
    await playShell(canvasElement, texts.nl, switchNl);
  },
};

export const BelowBreakpointEn: Story = {
  globals: { viewport: { value: 'tablet' }, locale: 'en' },
  render: () => <DemoShell locale="en" onSwitch={switchEn} />,
  play: async ({ canvasElement }) => {
    switchEn.mockClear();
    await expect(window.innerWidth).toBeLessThan(1024);
    await playShell(canvasElement, texts.en, switchEn);
  },
};

/**
 * Edit mode switched on and off with the keyboard: the banner comes and goes. Below 1024px the
 * switch is a checkbox item of the header's "more" menu.
 */
async function playEditMode(canvasElement: HTMLElement, t: (typeof texts)[Locale]) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('status')).toBeNull();
  if (!isDesktop()) {
    await expect(canvas.queryByRole('switch')).toBeNull();
    const more = canvas.getByRole('button', { name: t.more });
    for (const on of [true, false]) {
      more.focus();
      await userEvent.keyboard('{Enter}');
      const item = await within(document.body).findByRole('menuitemcheckbox', { name: t.edit });
      await waitFor(() => expect(item).toHaveFocus());
      await expect(item).toHaveAttribute('aria-checked', String(!on));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
      if (on) await expect(canvas.getByRole('status')).toHaveTextContent(t.banner);
      else await expect(canvas.queryByRole('status')).toBeNull();
    }
    return;
  }
  const toggle = canvas.getByRole('switch', { name: t.edit });
  toggle.focus();
  await userEvent.keyboard(' ');
  await expect(toggle).toBeChecked();
  await expect(canvas.getByRole('status')).toHaveTextContent(t.banner);
  await userEvent.keyboard(' ');
  await expect(toggle).not.toBeChecked();
  await expect(canvas.queryByRole('status')).toBeNull();
}

export const EditModeNl: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'nl' },
  render: () => <DemoShell locale="nl" />,
  play: ({ canvasElement }) => playEditMode(canvasElement, texts.nl),
};

export const EditModeEn: Story = {
  globals: { viewport: { value: 'mobile' }, locale: 'en' },
  render: () => <DemoShell locale="en" />,
  play: ({ canvasElement }) => playEditMode(canvasElement, texts.en),
};

/** The admin layout: brand colour sidebar, plain-text brand (nothing to switch). */
export const AdminNl: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'nl' },
  render: () => <DemoShell locale="nl" admin />,
  play: ({ canvasElement }) => playAdmin(canvasElement, texts.nl),
};

export const AdminEn: Story = {
  globals: { viewport: { value: 'mobile' }, locale: 'en' },
  render: () => <DemoShell locale="en" admin />,
  play: ({ canvasElement }) => playAdmin(canvasElement, texts.en),
};
