import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastRegion } from './Toast';
import { DEFAULT_TOAST_TIMEOUT, ToastQueue } from './toastQueue';
import { itPassesThrough } from '../test-utils/passthrough';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ToastQueue + ToastRegion', () => {
  it('announces a new toast politely and closes it after the timeout', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => void queue.add({ title: 'Document opgeslagen', variant: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Document opgeslagen');
    expect(screen.getByRole('region', { name: 'Meldingen' })).toHaveTextContent(
      'Document opgeslagen',
    );
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps errors until closed, by button or Escape', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} closeLabel="Close notification" />);
    act(() => {
      queue.add({ title: 'Opslaan mislukt', variant: 'error' });
      queue.add({ title: 'Tweede fout', variant: 'error' });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close notification' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('pauses countdowns while hovered and resumes with the time left', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => void queue.add({ title: 'Hallo' }, { timeout: 1000 }));
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('drops the oldest beyond maxVisible', () => {
    const queue = new ToastQueue({ maxVisible: 2 });
    act(() => ['a', 'b', 'c'].forEach((title) => queue.add({ title })));
    expect(queue.getSnapshot().map((t) => t.content.title)).toEqual(['b', 'c']);
  });
});

itPassesThrough({
  renderWith: (props) => <ToastRegion {...props} queue={new ToastQueue()} />,
  root: () => screen.getByRole('region', { name: 'Meldingen' }),
  ownClass: 'koers-toast-region',
});
