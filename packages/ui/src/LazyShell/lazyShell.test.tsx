import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { lazyModule, useLazyShell, type LazyModule } from './lazyShell';

describe('lazyModule', () => {
  it('imports once for every caller and then answers synchronously', async () => {
    const importer = vi.fn(async () => ({ value: 1 }));
    const lazy = lazyModule(importer);
    expect(lazy.get()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.get()).toBe(a);
    await lazy.load();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('forgets a failed import so the next load tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ value: 2 });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow('network');
    expect(lazy.get()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

type Impl = { default: (props: { focus: boolean; open?: string }) => React.ReactElement };

function Thing({ lazy }: { lazy: LazyModule<Impl> }) {
  const ref = useRef<HTMLButtonElement>(null);
  const shell = useLazyShell<Impl, string>(lazy, ref);
  if (shell.module) {
    const Loaded = shell.module.default;
    return <Loaded focus={shell.handoff.focus} open={shell.handoff.open} />;
  }
  const { onClick, ...intentProps } = shell.intentProps;
  return (
    <button
      ref={ref}
      type="button"
      {...intentProps}
      onClick={() => {
        shell.activate('click');
        onClick();
      }}
    >
      Shell
    </button>
  );
}

const impl: Impl = {
  default: ({ focus, open }) => (
    <button type="button" data-focus={String(focus)} data-open={open ?? 'none'}>
      Loaded
    </button>
  ),
};

describe('useLazyShell', () => {
  it('renders the shell, loads on intent and hands over focus and the activation', async () => {
    let resolve: (m: Impl) => void = () => {};
    const lazy = lazyModule(() => new Promise<Impl>((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<Thing lazy={lazy} />);
    await user.click(screen.getByRole('button', { name: 'Shell' }));
    resolve(impl);
    const loaded = await screen.findByRole('button', { name: 'Loaded' });
    expect(loaded).toHaveAttribute('data-focus', 'true');
    expect(loaded).toHaveAttribute('data-open', 'click');
  });

  it('does not load without intent and renders a loaded module at once', async () => {
    const importer = vi.fn(async () => impl);
    const lazy = lazyModule(importer);
    render(<Thing lazy={lazy} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(importer).not.toHaveBeenCalled();
    await lazy.load();
    render(<Thing lazy={lazy} />);
    expect(screen.getByRole('button', { name: 'Loaded' })).toHaveAttribute('data-focus', 'false');
  });

  it('keeps the shell when the import fails and retries on the next intent', async () => {
    const importer = vi
      .fn<() => Promise<Impl>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(impl);
    const user = userEvent.setup();
    render(<Thing lazy={lazyModule(importer)} />);
    const shell = screen.getByRole('button', { name: 'Shell' });
    await user.hover(shell);
    await waitFor(() => expect(importer).toHaveBeenCalledOnce());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('button', { name: 'Shell' })).toBe(shell);
    await user.unhover(shell);
    await user.hover(shell);
    expect(await screen.findByRole('button', { name: 'Loaded' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('starts loading when focus enters the surrounding landmark', async () => {
    const importer = vi.fn(async () => impl);
    const user = userEvent.setup();
    render(
      <header>
        <a href="#main">Eerste link</a>
        <Thing lazy={lazyModule(importer)} />
      </header>,
    );
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Loaded' })).toHaveAttribute(
      'data-focus',
      'false',
    );
  });
});

describe('the off switch', () => {
  afterEach(() => {
    delete (globalThis as { KOERS_LAZY_SHELLS?: boolean }).KOERS_LAZY_SHELLS;
  });

  it('waits for an intent while the shells are on', async () => {
    const importer = vi.fn(async () => impl);
    render(<Thing lazy={lazyModule(importer)} />);
    await screen.findByRole('button', { name: 'Shell' });
    expect(importer).not.toHaveBeenCalled();
  });

  it('imports the implementation on mount, without any intent, when switched off', async () => {
    (globalThis as { KOERS_LAZY_SHELLS?: boolean }).KOERS_LAZY_SHELLS = false;
    const importer = vi.fn(async () => impl);
    render(<Thing lazy={lazyModule(importer)} />);
    expect(await screen.findByRole('button', { name: 'Loaded' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledOnce();
  });
});
