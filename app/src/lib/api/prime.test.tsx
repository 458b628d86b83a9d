import { render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it, vi } from 'vitest';
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
});
