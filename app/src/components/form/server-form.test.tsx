import { TextField } from '@koers/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { ServerForm, SubmitButton } from './server-form';

const invalid = (message: string) => new ApiError(422, { message, errors: { name: [message] } });

function renderForm(submit: (data: FormData) => Promise<unknown>) {
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <ServerForm submit={submit} fieldIds={{ name: 'f-name' }} firstFieldId="f-name">
        <TextField label="Name" id="f-name" name="name" isRequired />
        <SubmitButton pendingLabel="Saving">Save</SubmitButton>
      </ServerForm>
    </IntlProvider>,
  );
}

describe('ServerForm', () => {
  it('sends the fields by name, shows a 422 on its field and focuses the summary on every failure', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const submit = vi.fn(async (data: FormData) => {
      sent.push(String(data.get('name')));
      throw invalid(sent.length === 1 ? 'The name is taken.' : 'The name is still taken.');
    });
    renderForm(submit);
    await user.type(screen.getByLabelText(/Name/), 'Noor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'The name is taken.' })).toHaveAttribute(
      'href',
      '#f-name',
    );
    const input = screen.getByLabelText(/Name/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The field keeps what was typed (no form reset after a failed action).
    expect(input).toHaveValue('Noor');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('link', { name: 'The name is still taken.' });
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    expect(sent).toEqual(['Noor', 'Noor']);
  });

  it('clears a field’s error as soon as it is corrected, not when it loses the focus', async () => {
    // Cleared on blur, the error line went while the submit button was being pressed: the
    // button moved from under the pointer and the press was lost.
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    let calls = 0;
    renderForm(async () => {
      calls += 1;
      if (calls === 1) throw invalid('The name field is required.');
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText(/Name/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));

    await user.type(input, 'Noor');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Noor');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(
      screen.queryByText('The name field is required.', { selector: '.koers-field__error' }),
    ).toBeNull();

    // Nor does it come back while the next submit is pending.
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls).toBe(2));
    expect(input).not.toHaveAttribute('aria-invalid');
    finish();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says a network failure in the summary, and clears it after a success', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderForm(async () => {
      if (fail) throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
