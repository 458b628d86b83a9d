import { render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_TTL_MS } from './client';
import { prime } from './prime';

function Value({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('/api/primed', fetcher);
  return <p>{data ?? 'no data yet'}</p>;
}

describe('prime', () => {
  it('lets the next hook render with the answer at once, without a second request', async () => {
    const fetcher = vi.fn(async () => 'Jaarplan');
    await expect(prime('/api/primed', fetcher)).resolves.toBe('Jaarplan');
    render(<Value fetcher={fetcher} />);
    // The very first render has the data: no loading state, nothing shifts afterwards.
    expect(screen.getByText('Jaarplan')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('rejects like the fetcher and writes nothing to the cache', async () => {
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('500');
    });
    await expect(prime('/api/primed-failing', failing)).rejects.toThrow('500');
    function Failing() {
      const { data, error } = useSWR('/api/primed-failing', failing, { shouldRetryOnError: false });
      return <p>{error ? 'failed' : (data ?? 'empty')}</p>;
    }
    render(<Failing />);
    expect(screen.getByText('empty')).toBeInTheDocument();
    expect(await screen.findByText('failed')).toBeInTheDocument();
    // The hook got the preloaded failure; it did not ask again.
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('does not hand out a preloaded answer no screen took once it is too old', async () => {
    let time = 1_000;
    const now = () => time;
    const old = vi.fn(async () => 'Jaarplan (oud)');
    await prime('/api/primed-stale', old, now);
    // No hook took it (the screen never mounted); much later the same key is primed again.
    time += EARLY_REQUEST_TTL_MS + 1;
    const fresh = vi.fn(async () => 'Jaarplan (nieuw)');
    await expect(prime('/api/primed-stale', fresh, now)).resolves.toBe('Jaarplan (nieuw)');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('shares a recent request that no screen took yet', async () => {
    let time = 1_000;
    const now = () => time;
    const first = vi.fn(async () => 'Jaarplan');
    await prime('/api/primed-recent', first, now);
    time += EARLY_REQUEST_TTL_MS - 1;
    const second = vi.fn(async () => 'Jaarplan (tweede)');
    await expect(prime('/api/primed-recent', second, now)).resolves.toBe('Jaarplan');
    expect(second).not.toHaveBeenCalled();
  });
});
