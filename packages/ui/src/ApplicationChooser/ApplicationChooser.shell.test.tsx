import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itPassesThrough } from '../test-utils/passthrough';

let release = () => {};

// Transform the implementation once, so a test's first load is not slower than its timeouts.
beforeAll(() => import('./ApplicationChooserImpl'));

/** A fresh ApplicationChooser module whose implementation has not been imported yet. */
async function freshChooser() {
  vi.resetModules();
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('./ApplicationChooserImpl', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return (await import('./ApplicationChooser')).ApplicationChooser;
}

const apps = [{ id: 1, name: 'Gynzy', url: 'https://www.gynzy.com' }];

describe('ApplicationChooser before its implementation has loaded', () => {
  it('renders the same named trigger with a native button', async () => {
    const ApplicationChooser = await freshChooser();
    render(<ApplicationChooser applications={apps} label="Applications" />);
    const trigger = screen.getByRole('button', { name: 'Applications' });
    expect(trigger).toHaveAttribute('type', 'button');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveClass('koers-app-chooser__trigger');
    expect(trigger.querySelectorAll('rect')).toHaveLength(9);
    release();
  });

  it('opens after load when Enter was pressed before; Escape returns focus to the trigger', async () => {
    const ApplicationChooser = await freshChooser();
    const user = userEvent.setup();
    render(<ApplicationChooser applications={apps} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Applicaties' });
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Applicaties' })).toHaveFocus());
  });

  it('keeps the shell when the import fails and retries on the next intent', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./ApplicationChooserImpl', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return importOriginal();
    });
    const { ApplicationChooser } = await import('./ApplicationChooser');
    const user = userEvent.setup();
    render(<ApplicationChooser applications={apps} />);
    const shell = screen.getByRole('button', { name: 'Applicaties' });
    await user.hover(shell);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Applicaties' })).toBe(shell);
    await user.click(shell);
    expect(await screen.findByRole('dialog', { name: 'Applicaties' })).toBeInTheDocument();
  });
});

describe('ApplicationChooser passthrough before its implementation has loaded', () => {
  let Chooser: Awaited<ReturnType<typeof freshChooser>>;
  beforeAll(async () => {
    Chooser = await freshChooser();
  });
  afterAll(() => release());
  itPassesThrough({
    renderWith: (props) => <Chooser {...props} applications={apps} />,
    root: () => screen.getByRole('button', { name: 'Applicaties' }),
    ownClass: 'koers-app-chooser__trigger',
  });
});
