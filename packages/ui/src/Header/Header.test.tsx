import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { itPassesThrough } from '../test-utils/passthrough';
import { EditModeToggle } from './Header';

describe('Header', () => {
  it('shows one external icon link per linked application, named by the application', () => {
    render(
      <Header
        applications={[
          { id: 1, type: 'tasks', name: 'Taken', url: 'https://taken.example.nl' },
          { id: 2, type: 'webmail', name: 'Webmail', url: 'https://mail.example.nl' },
        ]}
      />,
    );
    const tasks = screen.getByRole('link', { name: 'Taken (opent in nieuw tabblad)' });
    expect(tasks).toHaveAttribute('href', 'https://taken.example.nl');
    expect(tasks).toHaveAttribute('target', '_blank');
    expect(tasks).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('hides the edit switch when not visible and reports changes when shown', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Header editMode={{ visible: false, isEditing: false, onChange, label: 'Bewerkmodus' }} />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    rerender(<Header editMode={{ isEditing: false, onChange, label: 'Bewerkmodus' }} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Bewerkmodus' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('renders no sidebar toggle outside an AppShell', () => {
    render(<Header />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

itPassesThrough({
  renderWith: (props) => <Header {...props} />,
  root: () => screen.getByRole('banner'),
  ownClass: 'koers-header',
});

itPassesThrough({
  renderWith: (props) => <EditModeToggle {...props} isEditing={false} onChange={() => {}} />,
  root: () => screen.getByRole('switch', { name: 'Bewerkmodus' }).closest('label')!,
  ownClass: 'koers-edit-toggle',
  labelled: () => screen.getByRole('switch', { name: 'Bewerkmodus' }),
});
