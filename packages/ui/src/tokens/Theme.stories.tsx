import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Pagination } from '../Pagination/Pagination';
import { TextField } from '../TextField/TextField';

const texts = {
  nl: {
    title: 'Thema',
    banner: 'Je zit momenteel in bewerkmodus',
    save: 'Opslaan',
    cancel: 'Annuleren',
    name: 'Naam van de school',
    admin: 'Beheerder',
    previous: 'Vorige',
    next: 'Volgende',
    page: (p: number) => `Pagina ${p}`,
    nav: 'Paginering',
  },
  en: {
    title: 'Theme',
    banner: 'You are currently in edit mode',
    save: 'Save',
    cancel: 'Cancel',
    name: 'School name',
    admin: 'Administrator',
    previous: 'Previous',
    next: 'Next',
    page: (p: number) => `Page ${p}`,
    nav: 'Pagination',
  },
};

interface ThemePreviewProps {
  /** Language of the texts. */
  locale: 'nl' | 'en';
  /** Pin a theme with data-theme; without it the theme follows the operating system. */
  theme?: 'light' | 'dark';
  /** A board's brand tint, set on the panel (a `koers-theme` element). */
  tint?: string;
}

/** A panel of components on the page background, to see (and test) one theme at a time. */
function ThemePreview({ locale, theme, tint }: ThemePreviewProps) {
  const t = texts[locale];
  return (
    <div
      className="koers-theme"
      data-theme={theme}
      data-testid="panel"
      style={
        {
          display: 'grid',
          gap: '1rem',
          padding: '1.5rem',
          maxInlineSize: '36rem',
          background: 'var(--koers-color-bg)',
          color: 'var(--koers-color-text)',
          fontFamily: 'var(--koers-font-family)',
          ...(tint ? { '--koers-brand-tint': tint } : {}),
        } as CSSProperties
      }
    >
      <h2 style={{ margin: 0 }}>{t.title}</h2>
      <Banner>{t.banner}</Banner>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button variant="primary">{t.save}</Button>
        <Button>{t.cancel}</Button>
      </div>
      <TextField label={t.name} />
      <Checkbox>{t.admin}</Checkbox>
      <Pagination
        currentPage={2}
        lastPage={3}
        onPageChange={() => {}}
        previousLabel={t.previous}
        nextLabel={t.next}
        pageLabel={t.page}
        label={t.nav}
      />
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemePreview,
  args: { locale: 'nl' },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parses `rgb(r, g, b)` or `color(srgb r g b)` (what color-mix() computes to) to 0–255. */
function parseColor(value: string): [number, number, number] {
  const srgb = value.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/);
  if (srgb) return [1, 2, 3].map((i) => Number(srgb[i]) * 255) as [number, number, number];
  const rgb = value.match(/rgba?\((\d+), (\d+), (\d+)/);
  if (!rgb) throw new Error(`Unparsed colour: ${value}`);
  return [1, 2, 3].map((i) => Number(rgb[i])) as [number, number, number];
}

function luminance(value: string): number {
  const [r, g, b] = parseColor(value).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Inside a visually hidden (1 px, clipped) wrapper, like the checkbox's native input: whatever
 * the browser draws on it is not seen.
 */
function isVisuallyHidden(element: HTMLElement, root: HTMLElement): boolean {
  for (let el: HTMLElement | null = element; el && el !== root; el = el.parentElement) {
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return true;
  }
  return false;
}

/**
 * Tab through every control of the panel. For each: exactly one focus outline is drawn, solid,
 * 3 px wide (≥ the 2 px perimeter WCAG 2.4.13 asks), contrasting ≥ 3:1 with the page background
 * (2.4.11/2.4.13); and the target is at least 24 × 24 px (2.5.8).
 */
async function playFocusAndTargets(canvasElement: HTMLElement) {
  const panel = within(canvasElement).getByTestId('panel');
  const background = getComputedStyle(panel).backgroundColor;
  // Save, Cancel, the field, the checkbox, then Vorige, pages 1–3 and Volgende.
  for (let i = 0; i < 9; i += 1) {
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(panel).toContainElement(focused);
    const outlined = [...panel.querySelectorAll<HTMLElement>('*')].filter(
      (el) => getComputedStyle(el).outlineStyle !== 'none' && !isVisuallyHidden(el, panel),
    );
    await expect(outlined).toHaveLength(1);
    const ring = getComputedStyle(outlined[0]!);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('3px');
    await expect(contrast(ring.outlineColor, background)).toBeGreaterThanOrEqual(3);
    const target = (focused.closest('label') ?? focused).getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(24);
    await expect(target.height).toBeGreaterThanOrEqual(24);
  }
}

export const LightNl: Story = {
  globals: { locale: 'nl' },
  args: { locale: 'nl', theme: 'light' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('panel');
    await expect(luminance(getComputedStyle(panel).backgroundColor)).toBeGreaterThan(0.8);
    await playFocusAndTargets(canvasElement);
  },
};

export const LightEn: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', theme: 'light' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('panel');
    await expect(luminance(getComputedStyle(panel).backgroundColor)).toBeGreaterThan(0.8);
    await playFocusAndTargets(canvasElement);
  },
};

/** Dark theme pinned with data-theme="dark": dark surfaces, light text, same focus rules. */
async function playDark(canvasElement: HTMLElement) {
  const panel = within(canvasElement).getByTestId('panel');
  const style = getComputedStyle(panel);
  await expect(luminance(style.backgroundColor)).toBeLessThan(0.05);
  await expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(7);
  await playFocusAndTargets(canvasElement);
}

export const DarkNl: Story = {
  globals: { locale: 'nl' },
  args: { locale: 'nl', theme: 'dark' },
  play: ({ canvasElement }) => playDark(canvasElement),
};

export const DarkEn: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', theme: 'dark' },
  play: ({ canvasElement }) => playDark(canvasElement),
};

/**
 * No data-theme: the theme follows the operating system. The test-runner emulates
 * `prefers-color-scheme: dark` for these stories (parameters.emulate); in the Storybook UI
 * they follow your own system setting.
 */
async function playFollowsSystem(canvasElement: HTMLElement) {
  const panel = within(canvasElement).getByTestId('panel');
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const bg = luminance(getComputedStyle(panel).backgroundColor);
  if (dark) await expect(bg).toBeLessThan(0.05);
  else await expect(bg).toBeGreaterThan(0.8);
  await playFocusAndTargets(canvasElement);
}

export const FollowsSystemNl: Story = {
  globals: { locale: 'nl' },
  args: { locale: 'nl' },
  parameters: { emulate: { colorScheme: 'dark' } },
  play: ({ canvasElement }) => playFollowsSystem(canvasElement),
};

export const FollowsSystemEn: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  parameters: { emulate: { colorScheme: 'dark' } },
  play: ({ canvasElement }) => playFollowsSystem(canvasElement),
};

/**
 * A board's tint (#0b7a75, teal) on the panel: the primary button and the current page take
 * the board's colour and white text on it keeps 4.5:1.
 */
async function playBoardTint(canvasElement: HTMLElement, locale: 'nl' | 'en') {
  const canvas = within(canvasElement);
  const save = getComputedStyle(canvas.getByRole('button', { name: texts[locale].save }));
  const [r, g, b] = parseColor(save.backgroundColor);
  // Teal: green and blue well above red.
  await expect(g).toBeGreaterThan(r + 50);
  await expect(b).toBeGreaterThan(r + 50);
  await expect(contrast(save.color, save.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  const current = getComputedStyle(canvas.getByRole('button', { name: texts[locale].page(2) }));
  await expect(current.backgroundColor).toBe(save.backgroundColor);
}

export const BoardTintNl: Story = {
  globals: { locale: 'nl' },
  args: { locale: 'nl', theme: 'light', tint: '#0b7a75' },
  play: ({ canvasElement }) => playBoardTint(canvasElement, 'nl'),
};

export const BoardTintEn: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', theme: 'light', tint: '#0b7a75' },
  play: ({ canvasElement }) => playBoardTint(canvasElement, 'en'),
};

/** The computed value of a system colour (Highlight, Canvas, …) in the current mode. */
function systemColor(name: string): string {
  const probe = document.createElement('span');
  probe.style.color = name;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/**
 * Windows contrast themes: the test-runner emulates `forced-colors: active` for this story
 * (in the Storybook UI it follows your system). The current page is still set apart — in the
 * system Highlight colour when colours are forced, not by the brand colour that is lost — and
 * the focus outline and target sizes hold.
 */
async function playForcedColors(canvasElement: HTMLElement, locale: 'nl' | 'en') {
  const canvas = within(canvasElement);
  const page = texts[locale].page;
  const current = getComputedStyle(canvas.getByRole('button', { name: page(2) }));
  const other = getComputedStyle(canvas.getByRole('button', { name: page(1) }));
  await expect(current.backgroundColor).not.toBe(other.backgroundColor);
  if (window.matchMedia('(forced-colors: active)').matches) {
    await expect(current.backgroundColor).toBe(systemColor('Highlight'));
  }
  await playFocusAndTargets(canvasElement);
}

export const ForcedColorsNl: Story = {
  globals: { locale: 'nl' },
  args: { locale: 'nl', theme: 'light' },
  parameters: { emulate: { forcedColors: 'active' } },
  play: ({ canvasElement }) => playForcedColors(canvasElement, 'nl'),
};

export const ForcedColorsEn: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', theme: 'light' },
  parameters: { emulate: { forcedColors: 'active' } },
  play: ({ canvasElement }) => playForcedColors(canvasElement, 'en'),
};
