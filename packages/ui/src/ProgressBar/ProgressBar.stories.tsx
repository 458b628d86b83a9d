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
