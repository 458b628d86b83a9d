import { render, screen } from '@testing-library/react';
import { Button } from './Button';
import { itPassesThrough } from '../test-utils/passthrough';

describe('Button', () => {
  it('names a pending button with its text and the pending label, and shows a named spinner', () => {
    render(
      <Button isPending pendingLabel="Opslaan bezig" aria-label="Opslaan">
        Opslaan
      </Button>,
    );
    const progress = screen.getByRole('progressbar', { name: 'Opslaan bezig' });
    const button = screen.getByRole('button');
    // react-aria's Button labels itself by its own id and the progressbar's.
    expect(button.getAttribute('aria-labelledby')?.split(' ')).toContain(progress.id);
    expect(button).toHaveAccessibleName('Opslaan Opslaan bezig');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});

itPassesThrough({
  renderWith: (props) => <Button {...props}>Opslaan</Button>,
  root: () => screen.getByRole('button', { name: 'Opslaan' }),
  ownClass: 'koers-button',
});
