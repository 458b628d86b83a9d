import { useEffect, useRef, useState, type ReactNode } from 'react';
import { GridList, GridListItem, useDragAndDrop, type Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import type { PassthroughProps } from '../utils/passthrough';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import './ReorderableList.css';

/** The texts of a ReorderableList; each names the item it is about. Dutch by default. */
export interface ReorderableListLabels {
  /** Name of an item's drag handle. Default 'Verslepen: {name}'. */
  drag?: (name: string) => string;
  /** Name of an item's move-up button. Default '{name} omhoog'. */
  moveUp?: (name: string) => string;
  /** Name of an item's move-down button. Default '{name} omlaag'. */
  moveDown?: (name: string) => string;
  /** Read after a move. Default '{name} staat nu op plaats {position} van {total}.' */
  moved?: (name: string, position: number, total: number) => string;
}

/**
 * `ref`, `id`, `className` and `data-*` reach the root; `aria-label` / `aria-labelledby` name the
 * grid (role="grid"), which every list needs.
 */
export interface ReorderableListProps<T extends object> extends PassthroughProps<HTMLDivElement> {
  /** The items in their current order (the list never reorders them itself). */
  items: readonly T[];
  /** Key of an item; default `item.id`. */
  getKey?: (item: T) => Key;
  /** An item's name as text: for the buttons' names, the announcements and typeahead. */
  textValue: (item: T) => string;
  /** What a row shows of its item (its name, an icon, a description). */
  children: (item: T) => ReactNode;
  /**
   * Controls of a row after its content, for example buttons to edit or remove the item. Use
   * react-aria based controls (`Button`): they keep a press to themselves, so the row does not
   * take it (a plain button's press also presses the row, which takes the focus).
   */
  actions?: (item: T) => ReactNode;
  /**
   * Called with every key in the new order after a drag (pointer or keyboard) or a move button.
   * Render the items in that order (optimistically) to show the move.
   */
  onReorder: (keys: Key[]) => void;
  /** Texts of the handles, buttons and announcements. */
  labels?: ReorderableListLabels;
  /** Shown instead of the list when there are no items. */
  emptyText?: ReactNode;
  /** No moving (for example while a move is being saved, or for a reader). */
  isDisabled?: boolean;
}

const DEFAULT_LABELS: Required<ReorderableListLabels> = {
  drag: (name) => `Verslepen: ${name}`,
  moveUp: (name) => `${name} omhoog`,
  moveDown: (name) => `${name} omlaag`,
  moved: (name, position, total) => `${name} staat nu op plaats ${position} van ${total}.`,
};

/**
 * The order after moving `keys` before or after `target` (the order of the moved keys among
 * themselves is kept). Unknown keys are ignored.
 */
export function moveKeys(
  order: readonly Key[],
  keys: ReadonlySet<Key>,
  target: Key,
  position: 'before' | 'after',
): Key[] {
  const moving = order.filter((key) => keys.has(key));
  const rest = order.filter((key) => !keys.has(key));
  const index = rest.indexOf(target);
  if (index === -1 || moving.length === 0) return [...order];
  rest.splice(position === 'after' ? index + 1 : index, 0, ...moving);
  return rest;
}

const defaultKey = (item: object): Key => (item as { id: Key }).id;

const arrow = (direction: 'up' | 'down') => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      d={direction === 'up' ? 'M10 16V4m0 0-5 5m5-5 5 5' : 'M10 4v12m0 0-5-5m5 5 5-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

const grip = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    {[5, 10, 15].flatMap((y) =>
      [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
    )}
  </svg>
);

/**
 * A list whose order the user changes: by dragging a row's handle (pointer, touch, or the
 * keyboard: Enter on the handle, arrows to the place, Enter to drop — react-aria's drag and drop),
 * or with the move-up and move-down buttons of each row. A react-aria GridList: one tab stop,
 * arrows move between rows and, left and right, between the controls of a row. After a move by
 * button the focus stays with the moved item, and a polite status says where it is now.
 */
export function ReorderableList<T extends object>({
  items,
  getKey = defaultKey,
  textValue,
  children,
  actions,
  onReorder,
  labels,
  emptyText,
  isDisabled = false,
  className,
  ref,
  id,
  ...rest
}: ReorderableListProps<T>) {
  // `ref`, `id`, `className` and `data-*` for the root; `aria-*` (the list's name) for the grid
  // that carries the role (react-aria gives the grid an id of its own).
  const data = Object.fromEntries(
    Object.entries(rest).filter(([name]) => name.startsWith('data-')),
  );
  const aria = Object.fromEntries(
    Object.entries(rest).filter(([name]) => name.startsWith('aria-')),
  );
  const text = { ...DEFAULT_LABELS, ...labels };
  const order = items.map(getKey);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // After a move by button: which control of which item gets the focus back once the row moved.
  const focusAfterMove = useRef<{ key: Key; direction: 'up' | 'down' } | null>(null);

  const announce = (keys: Key[], moved: Key) => {
    const item = items.find((candidate) => getKey(candidate) === moved);
    if (item) {
      setAnnouncement(text.moved(textValue(item), keys.indexOf(moved) + 1, keys.length));
    }
  };

  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled,
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = items.find((candidate) => getKey(candidate) === key);
        return { 'text/plain': item ? textValue(item) : String(key) };
      }),
    onReorder(event) {
      const next = moveKeys(
        order,
        event.keys,
        event.target.key,
        event.target.dropPosition as 'before' | 'after',
      );
      const [first] = [...event.keys];
      if (first !== undefined) announce(next, first);
      onReorder(next);
    },
  });

  const move = (key: Key, direction: 'up' | 'down') => {
    const index = order.indexOf(key);
    const neighbour = order[direction === 'up' ? index - 1 : index + 1];
    if (neighbour === undefined) return;
    const next = moveKeys(
      order,
      new Set([key]),
      neighbour,
      direction === 'up' ? 'before' : 'after',
    );
    announce(next, key);
    focusAfterMove.current = { key, direction };
    onReorder(next);
  };

  // The pressed button moved with its row and keeps the focus, unless the row reached the end it
  // was moving to: then its button is disabled, and the other move button takes the focus.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { key, direction } = focusAfterMove.current;
    focusAfterMove.current = null;
    const index = order.indexOf(key);
    const atEnd = direction === 'up' ? index === 0 : index === order.length - 1;
    const other = direction === 'up' ? 'down' : 'up';
    buttons.current.get(`${String(key)}:${atEnd ? other : direction}`)?.focus();
    // Runs when the new order has been rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  const register = (key: Key, direction: 'up' | 'down') => (element: HTMLButtonElement | null) => {
    const name = `${String(key)}:${direction}`;
    if (element) buttons.current.set(name, element);
    else buttons.current.delete(name);
  };

  return (
    <div {...data} ref={ref} id={id} className={cx('koers-reorderable-list', className)}>
      {items.length === 0 && emptyText ? (
        <p className="koers-reorderable-list__empty">{emptyText}</p>
      ) : (
        <GridList
          {...aria}
          items={items.map((item) => ({ key: getKey(item), item }))}
          dependencies={[isDisabled, labels]}
          dragAndDropHooks={dragAndDropHooks}
          className="koers-reorderable-list__grid"
        >
          {({ key, item }) => {
            const index = order.indexOf(key);
            const name = textValue(item);
            return (
              <GridListItem id={key} textValue={name} className="koers-reorderable-list__item">
                <Button
                  slot="drag"
                  variant="ghost"
                  size="sm"
                  aria-label={text.drag(name)}
                  className="koers-reorderable-list__handle"
                  isDisabled={isDisabled}
                  icon={grip}
                />
                <div className="koers-reorderable-list__content">{children(item)}</div>
                {actions ? (
                  <div className="koers-reorderable-list__actions">{actions(item)}</div>
                ) : null}
                <div className="koers-reorderable-list__moves">
                  <Button
                    ref={register(key, 'up')}
                    variant="ghost"
                    size="sm"
                    aria-label={text.moveUp(name)}
                    isDisabled={isDisabled || index === 0}
                    onPress={() => move(key, 'up')}
                    icon={arrow('up')}
                  />
                  <Button
                    ref={register(key, 'down')}
                    variant="ghost"
                    size="sm"
                    aria-label={text.moveDown(name)}
                    isDisabled={isDisabled || index === items.length - 1}
                    onPress={() => move(key, 'down')}
                    icon={arrow('down')}
                  />
                </div>
              </GridListItem>
            );
          }}
        </GridList>
      )}
      <div role="status" style={visuallyHiddenStyle}>
        {announcement}
      </div>
    </div>
  );
}
