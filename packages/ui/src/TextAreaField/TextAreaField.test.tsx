import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './TextAreaField';
import { itPassesThrough } from '../test-utils/passthrough';

describe('TextAreaField', () => {
  it('is a labelled multi-line textbox: Enter makes a new line, and onChange gets the text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextAreaField
        label="Toelichting"
        description="Wat is er veranderd?"
        rows={6}
        maxLength={40}
        onChange={onChange}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Toelichting' });
    // A native textarea: multi-line to assistive technology without aria-multiline.
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('maxlength', '40');
    expect(textarea).toHaveAccessibleDescription('Wat is er veranderd?');
    await user.type(textarea, 'Eerste regel{Enter}Tweede regel');
    expect(onChange).toHaveBeenLastCalledWith('Eerste regel\nTweede regel');
  });

  it('shows and links the error message while invalid', () => {
    render(<TextAreaField label="Explanation" isInvalid errorMessage="Enter an explanation." />);
    const textarea = screen.getByRole('textbox', { name: 'Explanation' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Enter an explanation.');
  });
});

itPassesThrough({
  renderWith: (props) => <TextAreaField {...props} label="Toelichting" />,
  root: () => screen.getByRole('textbox', { name: 'Toelichting' }).closest('.koers-field')!,
  ownClass: 'koers-textarea-field',
  labelled: () => screen.getByRole('textbox', { name: 'Toelichting' }),
});
