import { useState, type ReactNode, type Ref } from 'react';
import {
  Button,
  Group,
  Separator,
  ToggleButton,
  Toolbar,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { ToolIcon } from './icons';
import type { EditorLabels } from './labels';
import type { ToolbarState } from './session';
import { SHORTCUTS, ariaShortcut, formatShortcut, type ShortcutName } from './shortcuts';

interface ToolProps {
  name: ShortcutName;
  labels: EditorLabels;
  state: ToolbarState;
  /** Pressed state for a toggle; undefined for an action. */
  pressed?: boolean;
  onRun: (name: ShortcutName) => void;
  /** Show the label as text beside (or instead of) the icon. */
  showText?: boolean;
  /** The toolbar's one tab stop (roving tabindex): the button focused last, or the first one. */
  isTabStop: boolean;
  onFocus: (name: ShortcutName) => void;
}

/**
 * One toolbar button: named by its label, its shortcut in `aria-keyshortcuts` and in a tooltip
 * (on hover and on keyboard focus). A pointer press leaves focus and the selection in the text.
 */
function Tool({ name, labels, state, pressed, onRun, showText, isTabStop, onFocus }: ToolProps) {
  const label = labels[name as keyof EditorLabels] as string;
  const shortcut = SHORTCUTS[name];
  const keys = ariaShortcut(shortcut);
  const common = {
    'aria-label': showText ? undefined : label,
    // react-aria does not pass aria-keyshortcuts on: set it on the element itself.
    ref: (element: HTMLButtonElement | null) => element?.setAttribute('aria-keyshortcuts', keys),
    className: 'koers-editor__tool',
    'data-tool': name,
    isDisabled: state.can[name] === false,
    excludeFromTabOrder: !isTabStop,
    onFocus: () => onFocus(name),
    preventFocusOnPress: true,
    onPress: () => onRun(name),
  };
  const content: ReactNode = showText ? (
    <span className="koers-editor__tool-text">{label}</span>
  ) : (
    <ToolIcon name={name} />
  );
  return (
    <TooltipTrigger delay={500} closeDelay={0}>
      {pressed === undefined ? (
        <Button {...common}>{content}</Button>
      ) : (
        <ToggleButton {...common} isSelected={pressed}>
          {content}
        </ToggleButton>
      )}
      <Tooltip className="koers-editor__tooltip" placement="bottom" offset={6}>
        {showText ? '' : `${label} `}
        <kbd>{formatShortcut(shortcut)}</kbd>
      </Tooltip>
    </TooltipTrigger>
  );
}

export interface EditorToolbarProps {
  labels: EditorLabels;
  state: ToolbarState;
  onRun: (name: ShortcutName) => void;
  /** Whether the file and contact buttons are offered (their callbacks are given). */
  canInsertFile: boolean;
  canInsertContact: boolean;
  /** One rich-text body: no h1/h2 blocks and no moving or deleting blocks. */
  bodyOnly?: boolean;
  ref?: Ref<HTMLDivElement>;
  tableRef?: Ref<HTMLDivElement>;
}

const TABLE_TOOLS = [
  'rowBefore',
  'rowAfter',
  'columnBefore',
  'columnAfter',
  'deleteRow',
  'deleteColumn',
  'headerRow',
  'deleteTable',
] as const satisfies readonly ShortcutName[];

/**
 * Roving tabindex: of a toolbar's buttons only one is in the tab order, the one focused last
 * (or the first that can be used, when that one cannot be now).
 */
function useTabStop(names: readonly ShortcutName[], state: ToolbarState) {
  const [last, setLast] = useState<ShortcutName>(names[0]!);
  const usable = (name: ShortcutName) => state.can[name] !== false;
  const stop = usable(last) ? last : (names.find(usable) ?? names[0]!);
  return { stop, setLast };
}

/**
 * The editor's ARIA toolbars: one tab stop each (roving tabindex), arrow keys between the
 * buttons (react-aria's Toolbar), Tab out. The table toolbar is there while the cursor is in a
 * table.
 */
export function EditorToolbar({
  labels,
  state,
  onRun,
  canInsertFile,
  canInsertContact,
  bodyOnly = false,
  ref,
  tableRef,
}: EditorToolbarProps) {
  const names: ShortcutName[] = [
    'body',
    ...(bodyOnly ? [] : (['heading1', 'heading2'] as const)),
    'heading3',
    'heading4',
    'bold',
    'italic',
    'underline',
    'strike',
    'bulletList',
    'orderedList',
    'blockquote',
    'link',
    'insertTable',
    ...(canInsertFile ? (['insertFile'] as const) : []),
    ...(canInsertContact ? (['insertContact'] as const) : []),
    ...(bodyOnly ? [] : (['moveUp', 'moveDown', 'deleteBlock'] as const)),
    'undo',
    'redo',
  ];
  const main = useTabStop(names, state);
  const table = useTabStop(TABLE_TOOLS, state);
  const tool = (name: ShortcutName, pressed?: boolean) => (
    <Tool
      key={name}
      name={name}
      labels={labels}
      state={state}
      pressed={pressed}
      onRun={onRun}
      isTabStop={main.stop === name}
      onFocus={main.setLast}
    />
  );
  const inBodyText = state.kind === 'body';
  return (
    <div className="koers-editor__toolbars">
      <Toolbar ref={ref} aria-label={labels.toolbar} className="koers-editor__toolbar">
        <Group aria-label={labels.groupBlock} className="koers-editor__group">
          {tool('body', inBodyText && !state.heading3 && !state.heading4)}
          {bodyOnly ? null : tool('heading1', state.kind === 'h1')}
          {bodyOnly ? null : tool('heading2', state.kind === 'h2')}
          {tool('heading3', state.heading3)}
          {tool('heading4', state.heading4)}
        </Group>
        <Separator orientation="vertical" className="koers-editor__separator" />
        <Group aria-label={labels.groupText} className="koers-editor__group">
          {tool('bold', state.bold)}
          {tool('italic', state.italic)}
          {tool('underline', state.underline)}
          {tool('strike', state.strike)}
        </Group>
        <Separator orientation="vertical" className="koers-editor__separator" />
        <Group aria-label={labels.groupLists} className="koers-editor__group">
          {tool('bulletList', state.bulletList)}
          {tool('orderedList', state.orderedList)}
          {tool('blockquote', state.blockquote)}
        </Group>
        <Separator orientation="vertical" className="koers-editor__separator" />
        <Group aria-label={labels.groupInsert} className="koers-editor__group">
          {tool('link', state.link)}
          {tool('insertTable')}
          {canInsertFile ? tool('insertFile') : null}
          {canInsertContact ? tool('insertContact') : null}
        </Group>
        {bodyOnly ? null : (
          <>
            <Separator orientation="vertical" className="koers-editor__separator" />
            <Group aria-label={labels.groupMove} className="koers-editor__group">
              {tool('moveUp')}
              {tool('moveDown')}
              {tool('deleteBlock')}
            </Group>
          </>
        )}
        <Separator orientation="vertical" className="koers-editor__separator" />
        <Group aria-label={labels.groupHistory} className="koers-editor__group">
          {tool('undo')}
          {tool('redo')}
        </Group>
      </Toolbar>
      {state.inTable ? (
        <Toolbar
          ref={tableRef}
          aria-label={labels.tableToolbar}
          className="koers-editor__toolbar koers-editor__toolbar--table"
        >
          {TABLE_TOOLS.map((name) => (
            <Tool
              key={name}
              name={name}
              labels={labels}
              state={state}
              pressed={name === 'headerRow' ? state.headerRow : undefined}
              onRun={onRun}
              showText
              isTabStop={table.stop === name}
              onFocus={table.setLast}
            />
          ))}
        </Toolbar>
      ) : null}
    </div>
  );
}
