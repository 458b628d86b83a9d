import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itPassesThrough } from '../test-utils/passthrough';
import { Swatch } from './Swatch';
import { SwatchPicker } from './SwatchPicker';

const options = [
  { value: '#2E7D32', label: 'Groen', color: '#2E7D32', pattern: 'solid' as const },
  {
    value: '#1565C0',
    label: 'Blauw',
    color: '#1565C0',
    darkColor: '#90CAF9',
    pattern: 'dots' as const,
  },
];

itPassesThrough({
  renderWith: (props) => <SwatchPicker {...props} label="Kleur" options={options} />,
  root: () => screen.getByRole('radiogroup', { name: 'Kleur' }),
  ownClass: 'koers-swatch-picker',
});

describe('SwatchPicker', () => {
  it('names every colour, submits the chosen one and passes the focus from the group on', async () => {
    let sent: FormDataEntryValue | null = null;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent = new FormData(event.currentTarget).get('color');
        }}
      >
        <SwatchPicker id="kleur" label="Kleur" name="color" options={options} />
        <button type="submit">Opslaan</button>
      </form>,
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '#2E7D32',
      '#1565C0',
    ]);
    // Nothing chosen: the group's focus goes to the first colour.
    act(() => document.getElementById('kleur')!.focus());
    expect(screen.getByRole('radio', { name: 'Groen' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Blauw' }));
    act(() => document.getElementById('kleur')!.focus());
    expect(screen.getByRole('radio', { name: 'Blauw' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toBe('#1565C0');
  });

  it('draws a swatch with its light and dark colour and its pattern, hidden from assistive technology', () => {
    const { container } = render(<Swatch color="#1565C0" darkColor="#90CAF9" pattern="dots" />);
    const swatch = container.querySelector('.koers-swatch') as HTMLElement;
    expect(swatch).toHaveAttribute('aria-hidden', 'true');
    expect(swatch).toHaveAttribute('data-pattern', 'dots');
    expect(swatch.style.getPropertyValue('--koers-swatch-color')).toBe(
      'light-dark(#1565C0, #90CAF9)',
    );
  });
});
