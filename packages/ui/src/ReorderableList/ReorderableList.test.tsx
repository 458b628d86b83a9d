import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moveKeys, ReorderableList } from './ReorderableList';

interface App {
  id: number;
  name: string;
}

const apps: App[] = [
  { id: 1, name: 'Parnassys' },
  { id: 2, name: 'Outlook' },
  { id: 3, name: 'Basispoort' },
];

/** A host that keeps the order, as an app does (optimistically) after onReorder. */
function Host({ onReorder }: { onReorder: (keys: unknown[]) => void }) {
  const [items, setItems] = useState(apps);
  return (
    <ReorderableList
      aria-label="Applicaties"
      items={items}
      textValue={(app) => app.name}
      onReorder={(keys) => {
        onReorder(keys);
        setItems(keys.map((key) => items.find((app) => app.id === key)!));
      }}
    >
      {(app) => app.name}
    </ReorderableList>
  );
}

const rowNames = () =>
  within(screen.getByRole('grid', { name: 'Applicaties' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

it('passes ref, id, className and data-* to its root, and its name to the grid', () => {
  const ref = { current: null as HTMLDivElement | null };
  render(
    <>
      <h2 id="kop">Applicaties</h2>
      <ReorderableList
        ref={(element) => {
          ref.current = element;
        }}
        id="lijst"
        className="host-class"
        data-analytics="lijst"
        aria-labelledby="kop"
        items={apps}
        textValue={(app) => app.name}
        onReorder={() => {}}
      >
        {(app) => app.name}
      </ReorderableList>
    </>,
  );
  const root = ref.current!;
  expect(root).toHaveClass('koers-reorderable-list', 'host-class');
  expect(root).toHaveAttribute('id', 'lijst');
  expect(root).toHaveAttribute('data-analytics', 'lijst');
  expect(screen.getByRole('grid', { name: 'Applicaties' })).toBeInTheDocument();
});

describe('moveKeys', () => {
  it('puts the moved keys before or after the target, keeping their own order', () => {
    expect(moveKeys([1, 2, 3, 4], new Set([4]), 1, 'before')).toEqual([4, 1, 2, 3]);
    expect(moveKeys([1, 2, 3, 4], new Set([1]), 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(moveKeys([1, 2, 3, 4], new Set([3, 1]), 4, 'after')).toEqual([2, 4, 1, 3]);
    expect(moveKeys([1, 2, 3], new Set([9]), 1, 'before')).toEqual([1, 2, 3]);
  });
});

describe('ReorderableList', () => {
  it('moves an item with its buttons, keeps the focus on it and says where it is now', async () => {
    const onReorder = vi.fn();
    render(<Host onReorder={onReorder} />);
    expect(rowNames()).toEqual(['Parnassys', 'Outlook', 'Basispoort']);
    // At the ends there is nowhere to go.
    expect(screen.getByRole('button', { name: 'Parnassys omhoog' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Basispoort omlaag' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Basispoort omhoog' }));
    expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2]);
    expect(rowNames()).toEqual(['Parnassys', 'Basispoort', 'Outlook']);
    expect(screen.getByRole('status')).toHaveTextContent('Basispoort staat nu op plaats 2 van 3.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Basispoort omhoog' })).toHaveFocus(),
    );

    // To the top: its up button is disabled now, so the down button takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Basispoort omhoog' }));
    expect(rowNames()).toEqual(['Basispoort', 'Parnassys', 'Outlook']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Basispoort omlaag' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Basispoort staat nu op plaats 1 van 3.');
  });

  it('speaks the given language and moves nothing while disabled', () => {
    render(
      <ReorderableList
        aria-label="Applications"
        items={apps}
        textValue={(app) => app.name}
        onReorder={() => {}}
        isDisabled
        labels={{
          drag: (name) => `Drag ${name}`,
          moveUp: (name) => `Move ${name} up`,
          moveDown: (name) => `Move ${name} down`,
        }}
      >
        {(app) => app.name}
      </ReorderableList>,
    );
    for (const name of ['Drag Outlook', 'Move Outlook up', 'Move Outlook down'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('shows its empty text when there are no items', () => {
    render(
      <ReorderableList
        aria-label="Applicaties"
        items={[] as App[]}
        textValue={(app) => app.name}
        onReorder={() => {}}
        emptyText="Nog geen applicaties."
      >
        {(app) => app.name}
      </ReorderableList>,
    );
    expect(screen.getByText('Nog geen applicaties.')).toBeInTheDocument();
  });
});
