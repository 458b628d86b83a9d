import { parseDate } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, I18nProvider } from 'react-aria-components';
import { DateRangeField } from './DateRangeField';

function renderInForm(
  locale: string,
  props: Partial<Parameters<typeof DateRangeField>[0]> = {},
  validationErrors: Record<string, string> = {},
) {
  const submitted: Array<Record<string, FormDataEntryValue>> = [];
  render(
    <I18nProvider locale={locale}>
      <Form
        validationBehavior="aria"
        validationErrors={validationErrors}
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(Object.fromEntries(new FormData(event.currentTarget)));
        }}
      >
        <DateRangeField
          label="Schooljaar loopt van – tot"
          startName="start_at"
          endName="end_at"
          startId="year-start"
          endId="year-end"
          {...props}
        />
        <button type="submit">Opslaan</button>
      </Form>
    </I18nProvider>,
  );
  return submitted;
}

describe('DateRangeField', () => {
  it('is typed in segment by segment in the locale’s order and submits ISO dates by name', async () => {
    const user = userEvent.setup();
    const submitted = renderInForm('nl-NL');
    const group = screen.getByRole('group', { name: 'Schooljaar loopt van – tot' });
    // Dutch order: day, month, year; focusing a date's id puts the focus in its day.
    const [start, , , end] = within(group).getAllByRole('spinbutton') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(start).toHaveAccessibleName(/^dag, Startdatum/);
    expect(end).toHaveAccessibleName(/^dag, Einddatum/);
    document.getElementById('year-end')!.focus();
    expect(end).toHaveFocus();
    document.getElementById('year-start')!.focus();
    expect(start).toHaveFocus();

    await user.click(start);
    await user.keyboard('01082026');
    await user.click(end);
    await user.keyboard('31072027');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(submitted).toEqual([{ start_at: '2026-08-01', end_at: '2027-07-31' }]);
  });

  it('sends the focus to the month in US English, where the month comes first', () => {
    renderInForm('en-US', {
      defaultValue: { start: parseDate('2026-08-01'), end: parseDate('2027-07-31') },
    });
    document.getElementById('year-end')!.focus();
    expect(document.activeElement).toHaveAccessibleName(/^month, End Date/);
    expect(document.activeElement).toHaveTextContent('7');
  });

  it('shows a server error on either date under the field and marks the dates invalid', () => {
    renderInForm(
      'nl-NL',
      { defaultValue: { start: parseDate('2026-08-01'), end: parseDate('2026-07-31') } },
      { end_at: 'De einddatum moet na de startdatum liggen.' },
    );
    expect(screen.getByText('De einddatum moet na de startdatum liggen.')).toBeVisible();
    const end = within(document.getElementById('year-end')!).getAllByRole('spinbutton')[0]!;
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(/De einddatum moet na de startdatum liggen\./);
  });

  it('opens a range calendar from its button, in which two days are picked', async () => {
    const user = userEvent.setup();
    const submitted = renderInForm('nl-NL', {
      defaultValue: { start: parseDate('2026-08-01'), end: parseDate('2026-08-05') },
    });
    await user.click(screen.getByRole('button', { name: /Kalender/i }));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await user.click(within(grid).getByRole('button', { name: /10 augustus 2026/ }));
    await user.click(within(grid).getByRole('button', { name: /20 augustus 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(submitted).toEqual([{ start_at: '2026-08-10', end_at: '2026-08-20' }]);
  });

  it('passes ref, className, aria-* and data-* to its root and keeps its own classes', () => {
    let root: HTMLDivElement | null = null;
    render(
      <DateRangeField
        label="Periode"
        ref={(element) => {
          root = element;
        }}
        className="host-class"
        data-analytics="range"
      />,
    );
    expect(root).toHaveClass('koers-field', 'koers-date-range-field', 'host-class');
    expect(root).toHaveAttribute('data-analytics', 'range');
  });
});
