import { render, screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { Select, selectImpl } from './Select';

const options = [
  { id: '2024', label: 'Schooljaar 2024-2025' },
  { id: '2025', label: 'Schooljaar 2025-2026' },
];

// The react-aria implementation; Select.shell.test.tsx covers the time before it loads.
beforeAll(() => selectImpl.load());

describe('Select, once loaded', () => {
  it("renders react-aria's Select with the chosen value", () => {
    render(<Select label="Schooljaar" options={options} defaultSelectedKey="2025" />);
    const button = screen.getByRole('button', { name: /Schooljaar/ });
    expect(button).toHaveTextContent('Schooljaar 2025-2026');
    expect(button.closest('.koers-select')).toHaveAttribute('data-rac');
  });

  // ref, className and data-* to the field (react-aria's Select), id and aria-* to the button.
  itPassesThrough({
    renderWith: (props) => <Select {...props} label="Schooljaar" options={options} />,
    root: () =>
      screen.getByRole('button', { name: /Schooljaar/ }).closest<HTMLElement>('.koers-select')!,
    ownClass: 'koers-field',
    labelled: () => screen.getByRole('button', { name: /Schooljaar/ }),
  });
});
