import { parseDate } from '@internationalized/date';
import { act, render, screen } from '@testing-library/react';
import { Form, I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField';

describe('DateField', () => {
  it('shows the date in the locale’s order and submits it by name as YYYY-MM-DD', () => {
    const { container } = render(
      <I18nProvider locale="nl-NL">
        <form>
          <DateField label="Tot en met" name="until" defaultValue={parseDate('2027-07-16')} />
        </form>
      </I18nProvider>,
    );
    const [day, month, year] = screen.getAllByRole('spinbutton');
    expect(day).toHaveTextContent('16');
    expect(month).toHaveTextContent(/^0?7$/);
    expect(year).toHaveTextContent('2027');
    expect(new FormData(container.querySelector('form')!).get('until')).toBe('2027-07-16');
  });

  it('passes ref, className and data-* to its root, and its id hands the focus on', () => {
    let root: Element | null = null;
    render(
      <DateField
        label="Tot en met"
        id="tot"
        className="host-class"
        data-analytics="date"
        ref={(element) => {
          root = element;
        }}
      />,
    );
    expect(root).toHaveClass('koers-date-field', 'host-class');
    expect(root).toHaveAttribute('data-analytics', 'date');
    act(() => document.getElementById('tot')!.focus());
    expect(screen.getAllByRole('spinbutton')[0]).toHaveFocus();
  });

  it("shows the server's error for its name under the field", () => {
    render(
      <Form validationBehavior="aria" validationErrors={{ until: 'Te vroeg.' }}>
        <DateField label="Tot en met" name="until" defaultValue={parseDate('2026-01-01')} />
      </Form>,
    );
    expect(screen.getByText('Te vroeg.')).toBeVisible();
  });
});
