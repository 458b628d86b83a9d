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
  await expect(canvas.getByRole('link', { name: t.links[1] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  if (isDesktop()) {
    await expect(canvas.queryByRole('button', { name: t.toggle })).toBeNull();
    await userEvent.tab();
    const brand = canvas.getByRole('button', { name: new RegExp(t.switchHint) });
    await expect(brand).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSwitch).toHaveBeenCalledOnce();
    return;
  }
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
  await userEvent.keyboard('{Escape}');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(toggle).toHaveFocus());
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

export const MobileEn: Story = {
  globals: { viewport: { value: 'mobile' }, locale: 'en' },
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
};

/** Edit mode switched on with the keyboard: the banner appears. */
export const EditModeNl: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'nl' },
  render: () => <DemoShell locale="nl" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Bewerkmodus' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Je zit momenteel in bewerkmodus');
  },
};

export const EditModeEn: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  render: () => <DemoShell locale="en" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Edit mode' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('You are currently in edit mode');
  },
};

/** The admin layout: brand colour sidebar, plain-text brand (nothing to switch). */
export const AdminNl: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'nl' },
  render: () => <DemoShell locale="nl" admin />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Besturen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: /Admin-omgeving/ })).toBeNull();
  },
};

export const AdminEn: Story = {
  globals: { viewport: { value: 'mobile' }, locale: 'en' },
  render: () => <DemoShell locale="en" admin />,
};
