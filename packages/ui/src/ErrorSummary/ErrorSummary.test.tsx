import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';
import { itPassesThrough } from '../test-utils/passthrough';

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert whose heading takes focus and whose links focus the fields', async () => {
    render(
      <>
        <ErrorSummary
          title="Controleer het formulier"
          errors={[
            { fieldId: 'email', message: 'Vul je e-mailadres in' },
            { fieldId: 'password', message: 'Vul je wachtwoord in' },
          ]}
        />
        <label htmlFor="email">E-mail</label>
        <input id="email" />
        <label htmlFor="password">Wachtwoord</label>
        <input id="password" />
      </>,
    );
    Element.prototype.scrollIntoView = vi.fn();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Controleer het formulier' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Vul je wachtwoord in' }));
    expect(screen.getByLabelText('Wachtwoord')).toHaveFocus();
  });

  it('does not steal focus with focusOnError off', () => {
    render(<ErrorSummary focusOnError={false} errors={[{ fieldId: 'x', message: 'Fout' }]} />);
    expect(document.body).toHaveFocus();
  });
});

itPassesThrough({
  renderWith: (props) => (
    <ErrorSummary {...props} errors={[{ fieldId: 'email', message: 'Vul je e-mailadres in' }]} />
  ),
  root: () => screen.getByRole('alert'),
  ownClass: 'koers-error-summary',
});
