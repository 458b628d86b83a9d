import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Shell/ProgressBar',
  component: ProgressBar,
  args: { active: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function NavigationDemo({ label, start, stop }: { label: string; start: string; stop: string }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <ProgressBar active={active} label={label} />
      <Button onPress={() => setActive((a) => !a)}>{active ? stop : start}</Button>
    </>
  );
}

/** Running: a named progressbar, 2 px high, creeping up (it finishes once past 95%). */
async function playRunning(canvasElement: HTMLElement, label: string) {
  const bar = await within(canvasElement).findByRole('progressbar', { name: label });
  await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10));
  await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(100);
  await expect(bar.getBoundingClientRect().height).toBe(2);
  const fill = bar.firstElementChild as HTMLElement;
  await expect(getComputedStyle(fill).transitionDuration).toBe('0.2s');
  await expect(getComputedStyle(bar.parentElement!).transitionDuration).toBe('0.4s');
}

export const RunningNl: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Pagina wordt geladen' },
  play: ({ canvasElement }) => playRunning(canvasElement, 'Pagina wordt geladen'),
};

export const RunningEn: Story = {
  globals: { locale: 'en' },
  args: { label: 'Loading page' },
  play: ({ canvasElement }) => playRunning(canvasElement, 'Loading page'),
};

/** Idle: no progressbar, and the empty container is hidden from assistive technology. */
async function playIdle(canvasElement: HTMLElement) {
  await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  await expect(canvasElement.querySelector('.koers-progress')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
}

export const IdleNl: Story = {
  globals: { locale: 'nl' },
  args: { active: false },
  play: ({ canvasElement }) => playIdle(canvasElement),
};

export const IdleEn: Story = {
  globals: { locale: 'en' },
  args: { active: false, label: 'Loading page' },
  play: ({ canvasElement }) => playIdle(canvasElement),
};

/**
 * Navigation started and ended with the keyboard (Enter, then Space): the bar runs, completes
 * to 100% when navigation ends, and fades away.
 */
async function playNavigation(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const bar = await canvas.findByRole('progressbar', { name: label });
  await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(5));
  await userEvent.keyboard(' ');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
}

export const NavigationNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <NavigationDemo
      label="Pagina wordt geladen"
      start="Navigatie starten"
      stop="Navigatie afronden"
    />
  ),
  play: ({ canvasElement }) => playNavigation(canvasElement, 'Pagina wordt geladen'),
};

export const NavigationEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <NavigationDemo label="Loading page" start="Start navigation" stop="Finish navigation" />
  ),
  play: ({ canvasElement }) => playNavigation(canvasElement, 'Loading page'),
};

/**
 * A navigation that takes longer than the bar (here 1 s instead of 3 s, to keep the story
 * short): once past 95% the bar fills to 100%, fades and is gone although still active (SPEC §9).
 */
export const FinishesAbove95: Story = {
  globals: { locale: 'en' },
  args: { active: true, label: 'Loading page', duration: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvasElement.querySelector('.koers-progress')).toHaveAttribute(
      'data-phase',
      'idle',
    );
  },
};

function UploadDemo({
  locale,
  label,
  advance,
}: {
  locale: 'nl' | 'en';
  label: string;
  advance: string;
}) {
  const [value, setValue] = useState(0);
  const megabytes = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    (3 * value) / 100,
  );
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '20rem' }}>
      <ProgressBar
        value={value}
        label={label}
        valueText={locale === 'nl' ? `${megabytes} van 3 MB` : `${megabytes} of 3 MB`}
      />
      <Button onPress={() => setValue((v) => Math.min(100, v + 40))}>{advance}</Button>
    </div>
  );
}

/**
 * With a value (an upload): a named progressbar in the flow, as wide as its container on a
 * visible track, that reads its value text and fills as the value grows. The story's button
 * moves it on by 40 (to 40, 80, then 100), and it stays at 100: a determinate bar never hides
 * by itself.
 */
async function playDeterminate(
  canvasElement: HTMLElement,
  texts: { label: string; advance: string; at40: string; at100: string },
) {
  const canvas = within(canvasElement);
  const bar = canvas.getByRole('progressbar', { name: texts.label });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(getComputedStyle(bar).position).toBe('static');
  await expect(bar.getBoundingClientRect().height).toBe(8);
  await expect(bar.getBoundingClientRect().width).toBeCloseTo(bar.parentElement!.clientWidth, 0);
  const fill = bar.firstElementChild as HTMLElement;
  await expect(fill.getBoundingClientRect().width).toBe(0);

  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: texts.advance })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(bar).toHaveAttribute('aria-valuenow', '40');
  await expect(bar).toHaveAttribute('aria-valuetext', texts.at40);
  await waitFor(() =>
    expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(
      0.4,
      2,
    ),
  );

  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveAttribute('aria-valuetext', texts.at100);
  await waitFor(() =>
    expect(fill.getBoundingClientRect().width).toBeCloseTo(bar.getBoundingClientRect().width, 1),
  );
  await expect(canvas.getByRole('progressbar', { name: texts.label })).toBeVisible();
}

export const DeterminateNl: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <UploadDemo locale="nl" label="Jaarverslag.pdf wordt geüpload" advance="Verder uploaden" />
  ),
  play: ({ canvasElement }) =>
    playDeterminate(canvasElement, {
      label: 'Jaarverslag.pdf wordt geüpload',
      advance: 'Verder uploaden',
      at40: '1,2 van 3 MB',
      at100: '3 van 3 MB',
    }),
};

export const DeterminateEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <UploadDemo locale="en" label="Uploading Annual report.pdf" advance="Upload more" />
  ),
  play: ({ canvasElement }) =>
    playDeterminate(canvasElement, {
      label: 'Uploading Annual report.pdf',
      advance: 'Upload more',
      at40: '1.2 of 3 MB',
      at100: '3 of 3 MB',
    }),
};
