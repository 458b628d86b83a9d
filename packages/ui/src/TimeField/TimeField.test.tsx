import { Time } from '@internationalized/date';
import { act, render, screen } from '@testing-library/react';
import { Form, I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { TimeField } from './TimeField';

describe('TimeField', () => {
  it('shows a time in the 24-hour clock, whatever the locale, and submits it by name', () => {
    const { container } = render(
      <I18nProvider locale="en-US">
        <form>
          <TimeField label="Start time" name="start_time" defaultValue={new Time(19, 5)} />
        </form>
      </I18nProvider>,
    );
    const [hour, minute] = screen.getAllByRole('spinbutton');
    expect(hour).toHaveTextContent('19');
    expect(minute).toHaveTextContent('05');
    expect(screen.queryByText(/PM/)).toBeNull();
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('start_time')).toBe('19:05:00');
  });

  it('passes ref, className and data-* to its root, and its id hands the focus to the hour', () => {
    let root: Element | null = null;
    render(
      <TimeField
        label="Eindtijd"
        id="eindtijd"
        className="host-class"
        data-analytics="time"
        ref={(element) => {
          root = element;
        }}
      />,
    );
    expect(root).toHaveClass('koers-time-field', 'host-class');
    expect(root).toHaveAttribute('data-analytics', 'time');
    act(() => document.getElementById('eindtijd')!.focus());
    expect(screen.getAllByRole('spinbutton')[0]).toHaveFocus();
  });

  it("shows the server's error for its name under the field", () => {
    render(
      <Form validationBehavior="aria" validationErrors={{ end_time: 'Te vroeg.' }}>
        <TimeField label="Eindtijd" name="end_time" defaultValue={new Time(8, 0)} />
      </Form>,
    );
    expect(screen.getByText('Te vroeg.')).toBeVisible();
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      expect.stringContaining('Te vroeg.'),
    );
  });
});
