import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { ProgressBar } from './ProgressBar';
import { itPassesThrough } from '../test-utils/passthrough';

const valueNow = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden from assistive technology while idle', () => {
    const { container } = render(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('runs over 3000 ms and finishes once past 95%, also while still active (SPEC §9)', () => {
    const { container } = render(<ProgressBar active label="Pagina wordt geladen" />);
    expect(screen.getByRole('progressbar', { name: 'Pagina wordt geladen' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(valueNow()).toBeCloseTo(50, 5);
    act(() => vi.advanceTimersByTime(1300));
    expect(valueNow()).toBeCloseTo(93.33, 1);
    expect(container.firstChild).toHaveAttribute('data-phase', 'running');
    // The next step passes 95%: the bar fills, fades after 0.2 s and is gone after 0.6 s.
    act(() => vi.advanceTimersByTime(100));
    expect(valueNow()).toBe(100);
    expect(container.firstChild).toHaveAttribute('data-phase', 'finishing');
    act(() => vi.advanceTimersByTime(200));
    expect(container.firstChild).toHaveAttribute('data-phase', 'fading');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).toBeNull();
    // It stays away for the rest of this navigation.
    act(() => vi.advanceTimersByTime(10000));
    expect(container.firstChild).toHaveAttribute('data-phase', 'idle');
  });

  it('does not finish twice when a long navigation ends after the bar finished', () => {
    const { rerender, container } = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(2900));
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(400));
    expect(container.firstChild).toHaveAttribute('data-phase', 'idle');
    rerender(<ProgressBar active={false} />);
    expect(container.firstChild).toHaveAttribute('data-phase', 'idle');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('completes to 100% when navigation ends, fades after 0.2 s and is idle after 0.6 s', () => {
    const { rerender, container } = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<ProgressBar active={false} />);
    expect(valueNow()).toBe(100);
    expect(container.firstChild).toHaveAttribute('data-phase', 'finishing');
    act(() => vi.advanceTimersByTime(200));
    expect(container.firstChild).toHaveAttribute('data-phase', 'fading');
    act(() => vi.advanceTimersByTime(400));
    expect(container.firstChild).toHaveAttribute('data-phase', 'idle');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts again from 0 on the next navigation', () => {
    const { rerender } = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<ProgressBar active={false} />);
    act(() => vi.advanceTimersByTime(600));
    rerender(<ProgressBar active />);
    expect(valueNow()).toBe(0);
    act(() => vi.advanceTimersByTime(300));
    expect(valueNow()).toBeCloseTo(10, 5);
  });

  it('keeps running when mounted active under StrictMode (effects run twice)', () => {
    render(
      <StrictMode>
        <ProgressBar active />
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(1500));
    expect(valueNow()).toBeGreaterThanOrEqual(45);
  });

  it('formats no number while running (no Intl.NumberFormat on the way to the first screen)', () => {
    // Formatters are cached across renders, so both making one and using one count.
    // `format` is an accessor on the prototype (it returns a bound function).
    const prototype = Intl.NumberFormat.prototype as unknown as { format: unknown };
    const used = vi.spyOn(prototype, 'format', 'get');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      render(<ProgressBar active label="Pagina wordt geladen" />);
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '100');
      expect(made).not.toHaveBeenCalled();
      expect(used).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      used.mockRestore();
    }
  });
});

describe('ProgressBar with a value', () => {
  it('is a named progressbar at that value, in the flow, that never hides by itself', () => {
    const { rerender } = render(<ProgressBar value={0} label="Jaarverslag.pdf wordt geüpload" />);
    const bar = screen.getByRole('progressbar', { name: 'Jaarverslag.pdf wordt geüpload' });
    expect(bar).toHaveAttribute('data-variant', 'determinate');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).not.toHaveAttribute('data-phase');
    rerender(<ProgressBar value={100 / 3} label="Jaarverslag.pdf wordt geüpload" />);
    // A whole percent for assistive technology; the fill keeps the exact width.
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar.firstElementChild).toHaveStyle({ inlineSize: `${100 / 3}%` });
    rerender(<ProgressBar value={100} label="Jaarverslag.pdf wordt geüpload" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('clamps values outside 0–100 and reads the value text when given', () => {
    const { rerender } = render(
      <ProgressBar value={140} label="Uploading report.pdf" valueText="3 of 3 MB" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading report.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 3 MB');
    expect(bar.firstElementChild).toHaveStyle({ inlineSize: '100%' });
    rerender(<ProgressBar value={-5} label="Uploading report.pdf" />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar.firstElementChild).toHaveStyle({ inlineSize: '0%' });
  });
});

itPassesThrough({
  renderWith: (props) => <ProgressBar {...props} value={40} label="Uploading report.pdf" />,
  root: () => screen.getByRole('progressbar', { name: 'Uploading report.pdf' }),
  ownClass: 'koers-progress',
});

itPassesThrough({
  renderWith: (props) => <ProgressBar {...props} active />,
  root: () => screen.getByRole('progressbar', { name: 'Pagina wordt geladen' }).parentElement!,
  ownClass: 'koers-progress',
});
