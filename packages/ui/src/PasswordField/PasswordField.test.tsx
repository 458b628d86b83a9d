import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';
import { itPassesThrough } from '../test-utils/passthrough';

describe('PasswordField', () => {
  it('toggles between hidden and shown with a named, pressed-state button', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Wachtwoord" />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.type(input, 'geheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Wachtwoord verbergen' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('geheim');
  });

  it('shows and links the error message while invalid', () => {
    render(
      <PasswordField
        label="Password"
        showPasswordLabel="Show password"
        isInvalid
        errorMessage="Too short"
      />,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});

itPassesThrough({
  renderWith: (props) => <PasswordField {...props} label="Wachtwoord" />,
  root: () => screen.getByLabelText('Wachtwoord').closest('.koers-field')!,
  ownClass: 'koers-password-field',
  labelled: () => screen.getByLabelText('Wachtwoord'),
});
